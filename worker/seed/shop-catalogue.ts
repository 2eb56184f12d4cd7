// The demo catalogue of the wine estate (vins.localhost): fourteen wines of the Loire across
// red, white, rosé, sparkling and sweet, several vintages and three capacities on some, two
// boxes, awards, meal pairings, one discounted wine, one nearly sold out and one sold out.
// Plain data and SQL, run by Node with type stripping too. Ids are fixed (products 1–16,
// declinations numbered in the order below) so tests and links can name them.
import { foldForSearch } from '../../src/domain/site/search-text.ts';
import type { ProductKind } from '../../src/schema/catalogue/product.ts';
import { insert } from './sql.ts';

const SITE_ID = 2;
// The estate's owner (worker/seed/members.ts) made the opening inventory; looked up by e-mail
// because user ids depend on the order of the sample accounts.
const ADMIN_USER_SQL =
  "(SELECT id FROM users WHERE site_id = 2 AND email = 'proprietaire@domaine-coteaux.example')";

interface SeedDeclination {
  year: number | null;
  capacity: number | null; // centilitres
  price: number; // euros
  quantity: number;
  discount?: { type: 'EURO' | 'PERCENT'; amount: number };
  sellByMultipleOf?: number;
  variations?: string[];
}

export interface SeedProduct {
  id: number;
  type: 'WINE' | 'BOX';
  name: string;
  slug: string;
  kind: ProductKind | null;
  appellation: string;
  region: string;
  description: string; // rich text, already safe (sanitised again on read)
  tastingNotes: string;
  alcohol: number | null;
  servingTemperature: string;
  ageingPotential: string;
  isVintage: boolean;
  grapes: [string, number | null][];
  tags: string[];
  image: { file: string; alt: string; width: number; height: number };
  meals: string[]; // meal icon labels
  declinations: SeedDeclination[];
  box?: {
    reference: string;
    items: { product: number; year: number | null; capacity: number; quantity: number }[];
  };
  recommended?: number[];
}

export const sampleMealIcons = [
  { id: 1, label: 'Viandes rouges', file: 'meal-viandes-rouges.svg' },
  { id: 2, label: 'Volailles', file: 'meal-volailles.svg' },
  { id: 3, label: 'Poissons et fruits de mer', file: 'meal-poissons.svg' },
  { id: 4, label: 'Fromages', file: 'meal-fromages.svg' },
  { id: 5, label: 'Charcuterie', file: 'meal-charcuterie.svg' },
  { id: 6, label: 'Apéritif', file: 'meal-aperitif.svg' },
  { id: 7, label: 'Desserts', file: 'meal-desserts.svg' },
  { id: 8, label: 'Cuisine épicée', file: 'meal-cuisine-epicee.svg' },
];

export const sampleVariations = [
  { id: 1, label: 'Fût de chêne', displayLabel: 'Élevé douze mois en fût de chêne' },
  { id: 2, label: 'Vieilles vignes', displayLabel: 'Vignes de plus de cinquante ans' },
  { id: 3, label: 'Brut', displayLabel: 'Brut, dosage 8 g/l' },
  { id: 4, label: 'Demi-sec', displayLabel: null },
];

const bottle = (file: string, alt: string) => ({ file, alt, width: 240, height: 480 });
const boxImage = (file: string, alt: string) => ({ file, alt, width: 480, height: 360 });

const SAUMUR = { region: 'Val de Loire – Saumurois' };
const ANJOU = { region: 'Val de Loire – Anjou' };

export const sampleProducts: SeedProduct[] = [
  {
    id: 1,
    type: 'WINE',
    name: 'Saumur-Champigny Les Perrières',
    slug: 'saumur-champigny-les-perrieres',
    kind: 'RED',
    appellation: 'Saumur-Champigny',
    ...SAUMUR,
    description: `<p>Notre cuvée phare, issue des parcelles des Perrières, sur le haut du coteau de Souzay. Les raisins sont vendangés à la main, égrappés puis cuvent trois semaines en cuve béton avant un élevage de dix mois dans nos caves de tuffeau.</p>
<p>Un Saumur-Champigny gourmand et fin, à boire dans sa jeunesse sur le fruit ou à attendre cinq à huit ans.</p>`,
    tastingNotes:
      'Robe rubis aux reflets violines. Nez de framboise, de cerise noire et de violette. Bouche souple et fraîche, tanins fondus, finale sur la réglisse.',
    alcohol: 13,
    servingTemperature: '15 à 16 °C',
    ageingPotential: '5 à 8 ans',
    isVintage: true,
    grapes: [['Cabernet franc', 100]],
    tags: ['bio', 'vin de garde'],
    image: bottle(
      'saumur-champigny-les-perrieres.svg',
      'Bouteille de Saumur-Champigny Les Perrières, étiquette crème',
    ),
    meals: ['Viandes rouges', 'Volailles', 'Fromages'],
    declinations: [
      { year: 2023, capacity: 75, price: 14.5, quantity: 180 },
      { year: 2022, capacity: 75, price: 15.2, quantity: 96 },
      { year: 2022, capacity: 37.5, price: 8.9, quantity: 48 },
      { year: 2022, capacity: 150, price: 33, quantity: 12 },
      { year: 2021, capacity: 75, price: 15.9, quantity: 36 },
    ],
    recommended: [2, 16, 11],
  },
  {
    id: 2,
    type: 'WINE',
    name: 'Saumur-Champigny Vieilles Vignes',
    slug: 'saumur-champigny-vieilles-vignes',
    kind: 'RED',
    appellation: 'Saumur-Champigny',
    ...SAUMUR,
    description: `<p>Nos plus vieux ceps, plantés par notre grand-père en 1962 sur les argiles à silex du lieu-dit Les Rotissants. Des rendements faibles, une vendange triée à la table et un élevage de douze mois en fûts de plusieurs vins.</p>
<p><strong>Le millésime 2020 est remisé de 10 %</strong> : ses derniers cartons attendent votre cave.</p>`,
    tastingNotes:
      'Robe grenat profond. Nez de fruits noirs, de sous-bois et de poivre. Bouche ample, tanins serrés mais soyeux, longue finale épicée.',
    alcohol: 13.5,
    servingTemperature: '16 à 17 °C',
    ageingPotential: '8 à 12 ans',
    isVintage: true,
    grapes: [['Cabernet franc', 100]],
    tags: ['vin de garde'],
    image: bottle(
      'saumur-champigny-vieilles-vignes.svg',
      'Bouteille de Saumur-Champigny Vieilles Vignes, étiquette bordeaux',
    ),
    meals: ['Viandes rouges', 'Fromages'],
    declinations: [
      { year: 2022, capacity: 75, price: 21.5, quantity: 120, variations: ['Vieilles vignes'] },
      {
        year: 2020,
        capacity: 75,
        price: 23,
        quantity: 42,
        discount: { type: 'PERCENT', amount: 10 },
        variations: ['Vieilles vignes', 'Fût de chêne'],
      },
      { year: 2020, capacity: 150, price: 48, quantity: 6, variations: ['Vieilles vignes', 'Fût de chêne'] },
    ],
  },
  {
    id: 3,
    type: 'WINE',
    name: 'Saumur rouge Tuffeau',
    slug: 'saumur-rouge-tuffeau',
    kind: 'RED',
    appellation: 'Saumur',
    ...SAUMUR,
    description: `<p>Un rouge de plaisir immédiat, vinifié en macération courte pour garder tout le fruit. Le vin des déjeuners entre amis et des barbecues d'été, à servir légèrement frais.</p>`,
    tastingNotes: 'Nez de fraise des bois et de groseille. Bouche légère et croquante, tanins fins.',
    alcohol: 12.5,
    servingTemperature: '13 à 14 °C',
    ageingPotential: '2 à 4 ans',
    isVintage: true,
    grapes: [
      ['Cabernet franc', 90],
      ['Cabernet-Sauvignon', 10],
    ],
    tags: ['vin de soif'],
    image: bottle('saumur-rouge-tuffeau.svg', 'Bouteille de Saumur rouge Tuffeau, étiquette blanche'),
    meals: ['Charcuterie', 'Volailles', 'Viandes rouges'],
    declinations: [
      { year: 2023, capacity: 75, price: 11.2, quantity: 240 },
      { year: 2022, capacity: 75, price: 11.5, quantity: 60 },
    ],
  },
  {
    id: 4,
    type: 'WINE',
    name: 'Anjou rouge Le Clos Bernard',
    slug: 'anjou-rouge-le-clos-bernard',
    kind: 'RED',
    appellation: 'Anjou',
    ...ANJOU,
    description: `<p>Le petit clos que Bernard Marchais a planté sur les schistes de l'Anjou noir, à quelques kilomètres du domaine. Vendu par trois bouteilles, comme au caveau.</p>`,
    tastingNotes: 'Fruits rouges mûrs, une pointe de poivron grillé, bouche ronde et généreuse.',
    alcohol: 13,
    servingTemperature: '15 °C',
    ageingPotential: '3 à 5 ans',
    isVintage: true,
    grapes: [
      ['Cabernet franc', 70],
      ['Grolleau', 30],
    ],
    tags: ['vin de soif'],
    image: bottle('anjou-rouge-le-clos-bernard.svg', "Bouteille d'Anjou rouge Le Clos Bernard"),
    meals: ['Charcuterie', 'Viandes rouges'],
    declinations: [{ year: 2022, capacity: 75, price: 10.5, quantity: 150, sellByMultipleOf: 3 }],
  },
  {
    id: 5,
    type: 'WINE',
    name: 'Saumur blanc Les Pentes',
    slug: 'saumur-blanc-les-pentes',
    kind: 'WHITE',
    appellation: 'Saumur',
    ...SAUMUR,
    description: `<p>Le chenin des pentes calcaires du coteau, pressé en grappes entières et élevé sur lies fines en cuve. La fraîcheur du tuffeau dans un verre.</p>`,
    tastingNotes:
      'Robe or pâle. Nez de poire, de coing et de fleurs blanches. Bouche tendue, saline, finale sur les agrumes.',
    alcohol: 12.5,
    servingTemperature: '10 à 12 °C',
    ageingPotential: '3 à 6 ans',
    isVintage: true,
    grapes: [['Chenin blanc', 100]],
    tags: ['bio'],
    image: bottle('saumur-blanc-les-pentes.svg', 'Bouteille de Saumur blanc Les Pentes, verre clair'),
    meals: ['Poissons et fruits de mer', 'Fromages', 'Apéritif'],
    declinations: [
      { year: 2023, capacity: 75, price: 13.9, quantity: 130 },
      { year: 2023, capacity: 37.5, price: 7.9, quantity: 60 },
      { year: 2022, capacity: 75, price: 14.5, quantity: 40 },
    ],
  },
  {
    id: 6,
    type: 'WINE',
    name: 'Saumur blanc Élevé en fût',
    slug: 'saumur-blanc-eleve-en-fut',
    kind: 'WHITE',
    appellation: 'Saumur',
    ...SAUMUR,
    description: `<p>Une sélection de nos plus beaux chenins, fermentés et élevés douze mois en fûts de chêne. Produit en petite quantité : <strong>plus que quelques bouteilles</strong> avant le prochain millésime.</p>`,
    tastingNotes:
      'Nez de fruits jaunes, de noisette grillée et de brioche. Bouche riche, équilibrée par une belle acidité.',
    alcohol: 13.5,
    servingTemperature: '12 à 13 °C',
    ageingPotential: '6 à 10 ans',
    isVintage: true,
    grapes: [['Chenin blanc', 100]],
    tags: ['vin de garde', 'fêtes'],
    image: bottle('saumur-blanc-eleve-en-fut.svg', 'Bouteille de Saumur blanc élevé en fût, étiquette dorée'),
    meals: ['Volailles', 'Poissons et fruits de mer'],
    declinations: [{ year: 2021, capacity: 75, price: 22, quantity: 3, variations: ['Fût de chêne'] }],
  },
  {
    id: 7,
    type: 'WINE',
    name: 'Muscadet Sèvre et Maine sur lie',
    slug: 'muscadet-sevre-et-maine-sur-lie',
    kind: 'WHITE',
    appellation: 'Muscadet Sèvre et Maine',
    region: 'Val de Loire – Pays nantais',
    description: `<p>La cuvée de notre ami Yann, vigneron à Vallet, que nous proposons au caveau depuis quinze ans. Élevé six mois sur ses lies, il garde un léger perlant. Vendu par carton de six.</p>`,
    tastingNotes: 'Nez iodé, citron et pomme verte. Bouche vive et fine, légèrement perlante.',
    alcohol: 12,
    servingTemperature: '8 à 10 °C',
    ageingPotential: '2 à 3 ans',
    isVintage: true,
    grapes: [['Melon de Bourgogne', 100]],
    tags: ['vin de soif'],
    image: bottle(
      'muscadet-sevre-et-maine.svg',
      'Bouteille de Muscadet Sèvre et Maine sur lie, étiquette bleue',
    ),
    meals: ['Poissons et fruits de mer', 'Apéritif'],
    declinations: [{ year: 2023, capacity: 75, price: 9.2, quantity: 216, sellByMultipleOf: 6 }],
  },
  {
    id: 8,
    type: 'WINE',
    name: 'Anjou blanc Chenin des Coteaux',
    slug: 'anjou-blanc-chenin-des-coteaux',
    kind: 'WHITE',
    appellation: 'Anjou',
    ...ANJOU,
    description: `<p>Un chenin sec des schistes angevins, plus ample que nos Saumur, vendangé en deux passages pour cueillir chaque grappe à maturité.</p>`,
    tastingNotes: 'Nez de miel léger, de tilleul et de pêche blanche. Bouche ronde, finale minérale.',
    alcohol: 13,
    servingTemperature: '11 à 12 °C',
    ageingPotential: '4 à 6 ans',
    isVintage: true,
    grapes: [['Chenin blanc', 100]],
    tags: [],
    image: bottle('anjou-blanc-chenin.svg', "Bouteille d'Anjou blanc Chenin des Coteaux"),
    meals: ['Volailles', 'Fromages', 'Cuisine épicée'],
    declinations: [
      { year: 2022, capacity: 75, price: 12.4, quantity: 72 },
      { year: 2021, capacity: 75, price: 12.9, quantity: 24 },
    ],
  },
  {
    id: 9,
    type: 'WINE',
    name: "Cabernet d'Anjou Douce Rosée",
    slug: 'cabernet-d-anjou-douce-rosee',
    kind: 'ROSE',
    appellation: "Cabernet d'Anjou",
    ...ANJOU,
    description: `<p>Le rosé tendre de l'Anjou, avec une touche de sucres naturels qui en fait le compagnon des cuisines épicées et des desserts aux fruits rouges.</p>`,
    tastingNotes: 'Robe rose framboise. Nez de bonbon anglais et de fraise. Bouche ronde et fruitée.',
    alcohol: 11,
    servingTemperature: '8 à 10 °C',
    ageingPotential: '1 à 2 ans',
    isVintage: true,
    grapes: [
      ['Cabernet franc', 80],
      ['Cabernet-Sauvignon', 20],
    ],
    tags: ['apéritif'],
    image: bottle('cabernet-d-anjou.svg', "Bouteille de Cabernet d'Anjou, vin rosé framboise"),
    meals: ['Cuisine épicée', 'Desserts', 'Apéritif'],
    declinations: [{ year: 2023, capacity: 75, price: 8.5, quantity: 150, variations: ['Demi-sec'] }],
  },
  {
    id: 10,
    type: 'WINE',
    name: 'Rosé de Loire Fleur de Tuffeau',
    slug: 'rose-de-loire-fleur-de-tuffeau',
    kind: 'ROSE',
    appellation: 'Rosé de Loire',
    ...SAUMUR,
    description: `<p>Un rosé sec et pâle, pressé directement, pour les apéritifs en terrasse. <strong>Un euro de remise</strong> par bouteille tout l'été.</p>`,
    tastingNotes: 'Robe pétale de rose. Nez de pamplemousse et de groseille. Bouche sèche et désaltérante.',
    alcohol: 12,
    servingTemperature: '8 °C',
    ageingPotential: '1 à 2 ans',
    isVintage: true,
    grapes: [
      ['Cabernet franc', 60],
      ['Grolleau', 40],
    ],
    tags: ['apéritif', 'vin de soif'],
    image: bottle('rose-de-loire.svg', 'Bouteille de Rosé de Loire Fleur de Tuffeau, verre clair'),
    meals: ['Apéritif', 'Charcuterie', 'Poissons et fruits de mer'],
    declinations: [
      { year: 2023, capacity: 75, price: 8.9, quantity: 110, discount: { type: 'EURO', amount: 1 } },
    ],
  },
  {
    id: 11,
    type: 'WINE',
    name: 'Crémant de Loire Cuvée Claire',
    slug: 'cremant-de-loire-cuvee-claire',
    kind: 'SPARKLING',
    appellation: 'Crémant de Loire',
    ...SAUMUR,
    description: `<p>Notre crémant brut, assemblage de chenin et de chardonnay, prend mousse et repose vingt-quatre mois sur lattes dans la fraîcheur de nos galeries. Il porte le prénom de Claire, qui l'a imaginé.</p>`,
    tastingNotes: 'Bulles fines. Nez de pomme, de brioche et d’amande. Bouche crémeuse, finale fraîche.',
    alcohol: 12.5,
    servingTemperature: '6 à 8 °C',
    ageingPotential: '2 à 3 ans',
    isVintage: false,
    grapes: [
      ['Chenin blanc', 70],
      ['Chardonnay', 30],
    ],
    tags: ['fêtes', 'apéritif'],
    image: bottle('cremant-cuvee-claire.svg', 'Bouteille de Crémant de Loire Cuvée Claire, coiffe dorée'),
    meals: ['Apéritif', 'Desserts', 'Poissons et fruits de mer'],
    declinations: [
      { year: null, capacity: 75, price: 13.5, quantity: 300, variations: ['Brut'] },
      { year: null, capacity: 37.5, price: 7.5, quantity: 60, variations: ['Brut'] },
      { year: null, capacity: 150, price: 32, quantity: 18, variations: ['Brut'] },
    ],
  },
  {
    id: 12,
    type: 'WINE',
    name: 'Crémant de Loire rosé',
    slug: 'cremant-de-loire-rose',
    kind: 'SPARKLING',
    appellation: 'Crémant de Loire',
    ...SAUMUR,
    description: `<p>Un crémant rosé de pur cabernet franc, à la bulle gourmande, pour les desserts aux fruits rouges et les anniversaires.</p>`,
    tastingNotes: 'Robe saumonée. Nez de fraise et de pêche de vigne. Bouche fruitée, mousse délicate.',
    alcohol: 12,
    servingTemperature: '6 à 8 °C',
    ageingPotential: '2 ans',
    isVintage: false,
    grapes: [['Cabernet franc', 100]],
    tags: ['fêtes'],
    image: bottle('cremant-rose.svg', 'Bouteille de Crémant de Loire rosé'),
    meals: ['Desserts', 'Apéritif'],
    declinations: [{ year: null, capacity: 75, price: 14.5, quantity: 90, variations: ['Brut'] }],
  },
  {
    id: 13,
    type: 'WINE',
    name: 'Saumur brut Méthode traditionnelle',
    slug: 'saumur-brut-methode-traditionnelle',
    kind: 'SPARKLING',
    appellation: 'Saumur',
    ...SAUMUR,
    description: `<p>Le Saumur brut de tous les jours, douze mois sur lattes. <strong>Épuisé</strong> : le prochain tirage sort des caves au printemps.</p>`,
    tastingNotes: 'Nez de fleurs blanches et de citron. Bouche vive, bulle énergique.',
    alcohol: 12,
    servingTemperature: '6 à 8 °C',
    ageingPotential: '1 à 2 ans',
    isVintage: false,
    grapes: [
      ['Chenin blanc', 80],
      ['Cabernet franc', 20],
    ],
    tags: ['apéritif'],
    image: bottle('saumur-brut.svg', 'Bouteille de Saumur brut méthode traditionnelle'),
    meals: ['Apéritif'],
    declinations: [{ year: null, capacity: 75, price: 11.9, quantity: 0, variations: ['Brut'] }],
  },
  {
    id: 14,
    type: 'WINE',
    name: 'Coteaux du Layon Saint-Aubin',
    slug: 'coteaux-du-layon-saint-aubin',
    kind: 'SWEET',
    appellation: 'Coteaux du Layon Saint-Aubin',
    ...ANJOU,
    description: `<p>Un liquoreux de chenin passerillé et botrytisé, cueilli grain par grain en plusieurs tries sur les pentes du Layon. Présenté en bouteille de 50 cl.</p>`,
    tastingNotes:
      "Robe or. Nez d'abricot sec, de miel et de safran. Bouche onctueuse, équilibrée par une belle fraîcheur.",
    alcohol: 12,
    servingTemperature: '8 à 10 °C',
    ageingPotential: '15 à 20 ans',
    isVintage: true,
    grapes: [['Chenin blanc', 100]],
    tags: ['vin de garde', 'fêtes'],
    image: bottle('coteaux-du-layon.svg', 'Bouteille fine de Coteaux du Layon, vin doré'),
    meals: ['Desserts', 'Fromages'],
    declinations: [
      { year: 2022, capacity: 50, price: 16.5, quantity: 60 },
      { year: 2020, capacity: 50, price: 18, quantity: 24 },
    ],
  },
  {
    id: 15,
    type: 'BOX',
    name: 'Coffret découverte 6 bouteilles',
    slug: 'coffret-decouverte-6-bouteilles',
    kind: null,
    appellation: '',
    region: 'Val de Loire',
    description: `<p>Six vins pour faire le tour du domaine : deux Saumur-Champigny, un Saumur rouge, un Saumur blanc, un rosé et notre crémant, dans un coffret en carton recyclé avec une fiche de dégustation.</p>`,
    tastingNotes: '',
    alcohol: null,
    servingTemperature: '',
    ageingPotential: '',
    isVintage: false,
    grapes: [],
    tags: ['fêtes'],
    image: boxImage('coffret-decouverte.svg', 'Coffret en carton kraft ouvert sur six bouteilles'),
    meals: [],
    declinations: [{ year: null, capacity: null, price: 79, quantity: 25, sellByMultipleOf: 6 }],
    box: {
      reference: 'COF-DECOUVERTE-6',
      items: [
        { product: 1, year: 2023, capacity: 75, quantity: 1 },
        { product: 2, year: 2022, capacity: 75, quantity: 1 },
        { product: 3, year: 2023, capacity: 75, quantity: 1 },
        { product: 5, year: 2023, capacity: 75, quantity: 1 },
        { product: 10, year: 2023, capacity: 75, quantity: 1 },
        { product: 11, year: null, capacity: 75, quantity: 1 },
      ],
    },
  },
  {
    id: 16,
    type: 'BOX',
    name: 'Coffret cadeau magnum',
    slug: 'coffret-cadeau-magnum',
    kind: null,
    appellation: '',
    region: 'Val de Loire',
    description: `<p>Un magnum de Saumur-Champigny Les Perrières 2022 dans un coffret en bois de peuplier gravé au nom du domaine. Un magnum compte pour deux bouteilles dans les frais de port.</p>`,
    tastingNotes: '',
    alcohol: null,
    servingTemperature: '',
    ageingPotential: '',
    isVintage: false,
    grapes: [],
    tags: ['fêtes'],
    image: boxImage('coffret-magnum.svg', 'Coffret en bois gravé contenant un magnum'),
    meals: [],
    declinations: [{ year: null, capacity: null, price: 45, quantity: 10, sellByMultipleOf: 2 }],
    box: { reference: 'COF-MAGNUM-1', items: [{ product: 1, year: 2022, capacity: 150, quantity: 1 }] },
  },
];

export const sampleAwards = [
  {
    product: 1,
    competition: 'Concours Général Agricole – Paris',
    distinction: "Médaille d'or",
    year: 2022,
  },
  {
    product: 2,
    competition: 'Concours des Vins du Val de Loire',
    distinction: "Médaille d'argent",
    year: 2020,
  },
  { product: 11, competition: 'Concours des Crémants de France', distinction: "Médaille d'or", year: null },
  { product: 14, competition: 'Guide Hachette des Vins', distinction: 'Deux étoiles', year: 2020 },
  {
    product: 14,
    competition: 'Concours Général Agricole – Paris',
    distinction: "Médaille d'argent",
    year: 2022,
  },
];

/** The declination ids the seed gives, in order: product by product, declination by declination. */
function sampleDeclinationIds(): Map<string, number> {
  const ids = new Map<string, number>();
  let next = 1;
  for (const product of sampleProducts) {
    for (const declination of product.declinations) {
      ids.set(`${product.id}/${declination.year}/${declination.capacity}`, next++);
    }
  }
  return ids;
}

function searchText(product: SeedProduct): string {
  return foldForSearch(
    [
      product.name,
      product.appellation,
      product.region,
      ...product.grapes.map(([name]) => name),
      ...product.tags,
    ].join(' '),
  );
}

export function shopCatalogueStatements(): string[] {
  const statements: string[] = [];
  const declinationIds = sampleDeclinationIds();
  const mealIds = new Map(sampleMealIcons.map((icon) => [icon.label, icon.id]));
  sampleMealIcons.forEach((icon, position) =>
    statements.push(
      insert('meal_icons', {
        id: icon.id,
        site_id: SITE_ID,
        label: icon.label,
        icon_url: `/assets/sample/wines/${icon.file}`,
        position,
      }),
    ),
  );
  sampleVariations.forEach((variation, position) =>
    statements.push(
      insert('variations', {
        id: variation.id,
        site_id: SITE_ID,
        label: variation.label,
        display_label: variation.displayLabel,
        position,
      }),
    ),
  );
  sampleProducts.forEach((product, position) => {
    statements.push(
      insert('products', {
        id: product.id,
        site_id: SITE_ID,
        type: product.type,
        name: product.name,
        slug: product.slug,
        sort_name: foldForSearch(product.name),
        search_text: searchText(product),
        description: product.description,
        tasting_notes: product.tastingNotes,
        kind: product.kind,
        appellation: product.appellation,
        region: product.region,
        alcohol_percent: product.alcohol,
        serving_temperature: product.servingTemperature,
        ageing_potential: product.ageingPotential,
        is_vintage: product.isVintage,
        has_shipping_fees: true,
        is_published: true,
        position,
      }),
    );
    product.declinations.forEach((declination, index) => {
      const id = declinationIds.get(`${product.id}/${declination.year}/${declination.capacity}`);
      const [variation1, variation2, variation3] = declination.variations ?? [];
      statements.push(
        insert('product_declinations', {
          id,
          site_id: SITE_ID,
          product_id: product.id,
          year: declination.year,
          capacity: declination.capacity,
          capacity_unit: declination.capacity === null ? null : 'cl',
          price_cents: Math.round(declination.price * 100),
          discount_type: declination.discount?.type ?? null,
          discount_amount: declination.discount?.amount ?? null,
          quantity: declination.quantity,
          set_quantity: declination.quantity,
          sell_by_multiple_of: declination.sellByMultipleOf ?? 1,
          variation1: variation1 ?? null,
          variation2: variation2 ?? null,
          variation3: variation3 ?? null,
          position: index,
        }),
      );
      if (declination.quantity > 0) {
        statements.push(
          `INSERT INTO stock_adjustments (site_id, declination_id, delta, quantity_after, reason, user_id) VALUES (${SITE_ID}, ${id}, ${declination.quantity}, ${declination.quantity}, 'Inventaire de début de saison', ${ADMIN_USER_SQL});`,
        );
      }
    });
    product.grapes.forEach(([name, percent], index) =>
      statements.push(
        insert('product_grape_varieties', {
          site_id: SITE_ID,
          product_id: product.id,
          name,
          percent,
          position: index,
        }),
      ),
    );
    for (const tag of product.tags) {
      statements.push(insert('product_tags', { site_id: SITE_ID, product_id: product.id, tag }));
    }
    statements.push(
      insert('product_images', {
        site_id: SITE_ID,
        product_id: product.id,
        url: `/assets/sample/wines/${product.image.file}`,
        alt: product.image.alt,
        width: product.image.width,
        height: product.image.height,
        position: 0,
      }),
    );
    product.meals.forEach((label, index) =>
      statements.push(
        insert('product_meal_icons', {
          site_id: SITE_ID,
          product_id: product.id,
          meal_icon_id: mealIds.get(label),
          position: index,
        }),
      ),
    );
    if (product.box) {
      statements.push(
        insert('product_boxes', {
          site_id: SITE_ID,
          product_id: product.id,
          reference: product.box.reference,
        }),
      );
      product.box.items.forEach((item, index) =>
        statements.push(
          insert('product_box_items', {
            site_id: SITE_ID,
            box_product_id: product.id,
            declination_id: declinationIds.get(`${item.product}/${item.year}/${item.capacity}`),
            quantity: item.quantity,
            position: index,
          }),
        ),
      );
    }
  });
  // Recommendations after every product exists (they point forward too).
  for (const product of sampleProducts) {
    (product.recommended ?? []).forEach((recommended, position) =>
      statements.push(
        insert('product_recommendations', {
          site_id: SITE_ID,
          product_id: product.id,
          recommended_product_id: recommended,
          position,
        }),
      ),
    );
  }
  sampleAwards.forEach((award, position) =>
    statements.push(
      insert('awards', {
        site_id: SITE_ID,
        product_id: award.product,
        competition: award.competition,
        distinction: award.distinction,
        year: award.year,
        position,
      }),
    ),
  );
  return statements;
}
