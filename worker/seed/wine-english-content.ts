// The wine estate's news, album, visit bookings and text settings in English.
// News and albums are one row per language (their English rows point at the French ones);
// element lists, elements, addresses and settings go through the translations overlay.
// The open-days news stays French only on purpose: a local event announced to local
// customers, and the sample's example of an item that exists in one language only (absent from
// the English lists and sitemap, 404 under /en/).

export interface EnglishNews {
  /** The French article's title (news.ts), which finds its row. */
  frenchTitle: string;
  title: string;
  summary: string;
  content: string; // safe rich text, as news.ts
  imageAlt: string;
}

export const englishNews: EnglishNews[] = [
  {
    frenchTitle: 'Vendanges 2026 : une belle récolte de cabernet franc',
    title: 'Harvest 2026: a fine crop of Cabernet Franc',
    summary:
      'Three weeks of hand-picking under generous sunshine: ripe, healthy grapes and a vintage full of promise.',
    content: `<p>The last crates of Cabernet Franc came into the winery on 2 October. After a hot summer and some welcome rain at the end of August, the grapes arrived ripe and in perfect health.</p>
<p>Many thanks to the twenty-two pickers who joined us, several of whom have been coming back for more than ten years. The vats are now fermenting slowly in the cool of the tufa: see you in the spring for the first tastings.</p>`,
    imageAlt: 'The estate’s rows of vines at harvest time',
  },
  {
    frenchTitle: 'Sortie du Saumur-Champigny « Les Perrières » 2024',
    title: 'Saumur-Champigny “Les Perrières” 2024 is here',
    summary:
      'Our old-vine wine, aged for twelve months in barrel in our tufa cellars, is now available at the cellar door.',
    content: `<p>Made from Cabernet Franc vines over fifty years old on the Les Perrières slope, this wine spent twelve months in barrels that have already seen several vintages.</p>
<p>Deep garnet, with black fruit and violets on the nose and a generous palate with fine tannins: it is drinking well now with a rack of lamb and will keep for ten years.</p>
<p>Available at the cellar door and for delivery, in cases of six.</p>`,
    imageAlt: 'Barrels lined up in a tufa gallery',
  },
];

export const englishAlbum = {
  frenchId: 3,
  title: 'Cellar and harvest',
  description:
    'Our cellars cut into the tufa, where the wine matures in barrel, and the hand harvest on the Champigny slopes.',
  mediaAlts: [
    'Pickers between the rows of Cabernet Franc, crates full',
    'The pneumatic press in the winery, with freshly picked grapes',
    'A cellar gallery cut into the tufa, with rows of barrels',
    'Vine-covered slopes above the Loire',
    'Glasses of Saumur-Champigny poured at the cellar door',
  ],
};

/** The visit-booking list (elements.ts, the wine site's only list) and its items, in order. */
export const englishVisitList = {
  keyList: 'food-and-wine-workshops',
  keyElem: 'workshop',
  title: 'Food and wine workshops',
  description:
    'One Saturday a month, a food and wine workshop in the tasting room: sign up for the date that suits you. Guided cellar tours are booked online, on the day and at the time you choose.',
};

export const englishVisits = [
  {
    title: 'Food and wine workshop',
    summary: 'Four wines, four bites from a Saumur caterer, two hours in the tasting room.',
    body: '<p>One Saturday a month, we pair four of our wines with seasonal bites. Twelve people at most, so there is time to talk.</p>',
    location: 'Estate tasting room, 3 chemin des Perrières, Souzay-Champigny',
    price: '€35 per person',
  },
];

/** The wine site's addresses (elements.ts), in order: their visitor-facing names. */
export const englishAddressNames = ['Estate and cellar door', 'Saumur shop'];

const weekdayHours = '10 am – 12.30 pm / 2.30 pm – 6.30 pm';

/** Settings that hold visitor-facing text; the legal texts are in wine-english-legal.ts. */
export const englishParameters: Record<string, string> = {
  COMPANY_DESCRIPTION:
    'A 14-hectare family estate at Souzay-Champigny, between Saumur and Montsoreau. Saumur-Champigny, Saumur blanc, Cabernet de Saumur and Crémant de Loire, matured in our tufa cellars.',
  PROMO_BANNER_TEXT: 'Free delivery from 24 bottles or €250 – free collection at the estate within 48 hours',
  IN_STOCK_LABEL: 'In stock',
  OUT_OF_STOCK_LABEL: 'Sold out at the estate',
  OPENING_HOURS_MONDAY: weekdayHours,
  OPENING_HOURS_TUESDAY: weekdayHours,
  OPENING_HOURS_WEDNESDAY: weekdayHours,
  OPENING_HOURS_THURSDAY: weekdayHours,
  OPENING_HOURS_FRIDAY: weekdayHours,
  OPENING_HOURS_SATURDAY: '10 am – 12.30 pm / 2.30 pm – 7 pm',
};

/** The footer's texts in English, by overlay field (the French conf is in wine-site.ts). */
export const englishFooter: Record<string, string> = {
  'columns.0.title': 'The estate',
  'columns.0.links.0.label': 'Our story',
  'columns.0.links.1.label': 'Our wines',
  'columns.0.links.2.label': 'Tours and tastings',
};
