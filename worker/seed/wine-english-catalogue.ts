// The wine estate's catalogue in English, for the translations overlay: product names
// stay as they are on the label; descriptions, tasting notes, region, serving and keeping
// advice, pairings (meal icons), declination labels (variations) and award distinctions are
// written as a British wine merchant would describe the same bottles. Keyed by the French seed's
// ids (shop-catalogue.ts). Product image texts have no overlay field yet: they stay French.

export interface EnglishProduct {
  description: string;
  tastingNotes: string;
  servingTemperature: string;
  ageingPotential: string;
  region: string;
}

const SAUMUR = 'Loire Valley – Saumur';
const ANJOU = 'Loire Valley – Anjou';

export const englishProducts: Record<number, EnglishProduct> = {
  1: {
    region: SAUMUR,
    description: `<p>Our flagship wine, from the Les Perrières plots at the top of the Souzay slope. The grapes are hand-picked and destemmed, then spend three weeks in concrete vats before ten months’ ageing in our tufa cellars.</p>
<p>A juicy yet elegant Saumur-Champigny: enjoy it young for its fruit, or give it five to eight years.</p>`,
    tastingNotes:
      'Ruby with a purple rim. Raspberry, black cherry and violets on the nose. Supple and fresh, with silky tannins and a liquorice finish.',
    servingTemperature: '15–16 °C',
    ageingPotential: '5–8 years',
  },
  2: {
    region: SAUMUR,
    description: `<p>Our oldest vines, planted by our grandfather in 1962 on the flinty clay of Les Rotissants. Low yields, grapes sorted by hand on the table and twelve months in barrels that have already held a few vintages.</p>
<p><strong>10% off the 2020 vintage</strong>: the last few cases are waiting for your cellar.</p>`,
    tastingNotes:
      'Deep garnet. Black fruit, forest floor and pepper on the nose. Full-bodied, with firm but silky tannins and a long, spicy finish.',
    servingTemperature: '16–17 °C',
    ageingPotential: '8–12 years',
  },
  3: {
    region: SAUMUR,
    description: `<p>A red for instant pleasure, made with a short maceration to keep every bit of the fruit. The one for long lunches with friends and summer barbecues; serve it lightly chilled.</p>`,
    tastingNotes: 'Wild strawberry and redcurrant on the nose. Light and crunchy, with fine tannins.',
    servingTemperature: '13–14 °C',
    ageingPotential: '2–4 years',
  },
  4: {
    region: ANJOU,
    description: `<p>The small walled vineyard Bernard Marchais planted on the dark schist of Anjou, a few miles from the estate. Sold in threes, just as at the cellar door.</p>`,
    tastingNotes: 'Ripe red fruit with a hint of roasted pepper; round and generous on the palate.',
    servingTemperature: '15 °C',
    ageingPotential: '3–5 years',
  },
  5: {
    region: SAUMUR,
    description: `<p>Chenin Blanc from the limestone slopes of the hillside, whole-bunch pressed and aged on fine lees in tank. The coolness of the tufa, in a glass.</p>`,
    tastingNotes:
      'Pale gold. Pear, quince and white flowers on the nose. Taut and saline, with a citrus finish.',
    servingTemperature: '10–12 °C',
    ageingPotential: '3–6 years',
  },
  6: {
    region: SAUMUR,
    description: `<p>A selection of our finest Chenin, fermented and aged for twelve months in oak. Made in small quantities: <strong>only a few bottles left</strong> before the next vintage.</p>`,
    tastingNotes:
      'Yellow fruit, toasted hazelnut and brioche on the nose. Rich on the palate, balanced by lively acidity.',
    servingTemperature: '12–13 °C',
    ageingPotential: '6–10 years',
  },
  7: {
    region: 'Loire Valley – Pays nantais',
    description: `<p>Made by our friend Yann, a winegrower at Vallet, whose wine we have poured at the cellar door for fifteen years. Six months on its lees leave it with the faintest spritz. Sold by the case of six.</p>`,
    tastingNotes: 'Sea air, lemon and green apple on the nose. Crisp and delicate, with a light spritz.',
    servingTemperature: '8–10 °C',
    ageingPotential: '2–3 years',
  },
  8: {
    region: ANJOU,
    description: `<p>A dry Chenin from the Anjou schist, broader than our Saumur whites, picked in two passes so that every bunch is harvested perfectly ripe.</p>`,
    tastingNotes: 'Light honey, lime blossom and white peach on the nose. Round, with a mineral finish.',
    servingTemperature: '11–12 °C',
    ageingPotential: '4–6 years',
  },
  9: {
    region: ANJOU,
    description: `<p>Anjou’s gentle, off-dry rosé: a touch of natural sweetness makes it a great match for spicy food and red-fruit puddings.</p>`,
    tastingNotes: 'Raspberry pink. Pear drops and strawberry on the nose. Round and fruity.',
    servingTemperature: '8–10 °C',
    ageingPotential: '1–2 years',
  },
  10: {
    region: SAUMUR,
    description: `<p>A pale, dry rosé made by direct pressing, for drinks on the terrace. <strong>€1 off</strong> every bottle all summer.</p>`,
    tastingNotes: 'Rose-petal pink. Grapefruit and redcurrant on the nose. Dry and thirst-quenching.',
    servingTemperature: '8 °C',
    ageingPotential: '1–2 years',
  },
  11: {
    region: SAUMUR,
    description: `<p>Our brut Crémant, a blend of Chenin and Chardonnay, gets its bubbles and then rests for twenty-four months on its lees in our cool galleries. It bears the name of Claire, who created it.</p>`,
    tastingNotes: 'Fine bubbles. Apple, brioche and almond on the nose. Creamy, with a fresh finish.',
    servingTemperature: '6–8 °C',
    ageingPotential: '2–3 years',
  },
  12: {
    region: SAUMUR,
    description: `<p>A rosé Crémant made purely from Cabernet Franc, with generous, fruity bubbles: one for red-fruit desserts and birthdays.</p>`,
    tastingNotes: 'Salmon pink. Strawberry and vine peach on the nose. Fruity, with a delicate mousse.',
    servingTemperature: '6–8 °C',
    ageingPotential: '2 years',
  },
  13: {
    region: SAUMUR,
    description: `<p>Our everyday Saumur brut, twelve months on its lees. <strong>Sold out</strong>: the next bottling leaves the cellars in the spring.</p>`,
    tastingNotes: 'White flowers and lemon on the nose. Lively, with energetic bubbles.',
    servingTemperature: '6–8 °C',
    ageingPotential: '1–2 years',
  },
  14: {
    region: ANJOU,
    description: `<p>A luscious sweet wine from shrivelled, noble-rotted Chenin, picked berry by berry over several passes on the slopes of the Layon. Bottled in 50 cl.</p>`,
    tastingNotes:
      'Golden. Dried apricot, honey and saffron on the nose. Unctuous, with a lovely freshness to balance it.',
    servingTemperature: '8–10 °C',
    ageingPotential: '15–20 years',
  },
  15: {
    region: 'Loire Valley',
    description: `<p>Six wines to take you round the estate: two Saumur-Champigny, a Saumur red, a Saumur white, a rosé and our Crémant, in a recycled cardboard gift box with a tasting card.</p>`,
    tastingNotes: '',
    servingTemperature: '',
    ageingPotential: '',
  },
  16: {
    region: 'Loire Valley',
    description: `<p>A magnum of Saumur-Champigny Les Perrières 2022 in a poplar-wood box engraved with the estate’s name. A magnum counts as two bottles for delivery charges.</p>`,
    tastingNotes: '',
    servingTemperature: '',
    ageingPotential: '',
  },
};

/** Meal icon labels by id (shop-catalogue.ts sampleMealIcons). */
export const englishMealIcons: Record<number, string> = {
  1: 'Red meat',
  2: 'Poultry',
  3: 'Fish and seafood',
  4: 'Cheese',
  5: 'Charcuterie',
  6: 'Aperitif',
  7: 'Puddings',
  8: 'Spicy food',
};

/** Declination labels by variation id (shop-catalogue.ts sampleVariations). */
export const englishVariations: Record<number, { label: string; displayLabel: string | null }> = {
  1: { label: 'Oak-aged', displayLabel: 'Aged for twelve months in oak barrels' },
  2: { label: 'Old vines', displayLabel: 'Vines over fifty years old' },
  3: { label: 'Brut', displayLabel: 'Brut, 8 g/l dosage' },
  4: { label: 'Medium-dry', displayLabel: null },
};

/** Award distinctions by their position in shop-catalogue.ts sampleAwards (competitions keep their names). */
export const englishAwardDistinctions: string[] = [
  'Gold medal',
  'Silver medal',
  'Gold medal',
  'Two stars',
  'Silver medal',
];
