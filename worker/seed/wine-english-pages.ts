// The wine estate's pages in English: one pages row per language, each English page
// pointing at its French original by key (`translationOf`). Written as a British wine shop and
// cellar door would put it, not word for word. Content pages have their own English slugs
// (/en/our-estate); pages that stand for a fixed route (contact, gallery, news, shop) keep the
// French path the route is declared with, so /en/contact is routed on /me-contacter and finds
// the English row there (src/i18n/route-paths.ts). The legal pages already have English slugs.
// Links written in blocks are the owner's text, served as written: the English ones carry /en/.
import { image, imageText, richText } from './blocks.ts';
import { legalPages } from './legal-texts.ts';
import type { SeedPage } from './types.ts';

const moderation = `<p><em>Alcohol abuse is dangerous for your health: please drink responsibly. Wine is sold only to adults aged 18 and over.</em></p>`;

const en = (page: Omit<SeedPage, 'locale'>): SeedPage => ({ ...page, locale: 'en_GB' });

export const englishWinePages: SeedPage[] = [
  en({
    key: 'en-home',
    translationOf: 'accueil',
    title: 'Home',
    menuTitle: 'Home',
    url: 'home',
    path: '/',
    metaDescription:
      'A family wine estate at Souzay-Champigny near Saumur: Saumur-Champigny, Saumur blanc and Crémant de Loire, matured in tufa cellars.',
    layout: 'WIDE',
    blocks: [
      {
        kind: 'HERO',
        data: {
          title: 'Tufa, the Loire and our vines',
          subtitle:
            'Saumur-Champigny, Saumur blanc and Crémant de Loire, grown by one family at Souzay-Champigny since 1962.',
          image: image('vignes.svg', 'Rows of vines on a hillside at sunset, the Loire below'),
          ctaLabel: 'Discover our wines',
          ctaHref: '/en/shop',
        },
      },
      imageText(
        'cave.svg',
        'A cellar gallery cut into the tufa, with rows of barrels',
        `<h2>Welcome to the estate</h2>
<p>On the slope above the Loire between Saumur and Montsoreau, we farm 14 hectares of vines: Cabernet Franc for our reds and rosé, Chenin Blanc for our whites and our sparkling wines.</p>
<p>Our wines are made in the tufa galleries dug beneath the vineyard, where it stays at around 12 °C all year round. That is where they quietly mature, in tank or barrel, before they make their way to your table.</p>
<p><strong>Claire and Julien Marchais</strong>, the third generation of winegrowers on the estate</p>`,
        'right',
      ),
      {
        kind: 'GALLERY',
        data: {
          title: 'Through the seasons',
          images: [
            image('vignes.svg', 'The estate’s vines on the Souzay-Champigny slope'),
            image('cave.svg', 'Barrels in the tufa cellar'),
            image('degustation.svg', 'A glass each of red, white and rosé poured at the cellar door'),
          ],
        },
      },
      { kind: 'NEWS', data: { title: 'News from the estate' } },
      {
        kind: 'CTA',
        data: {
          title: 'Come and see us',
          text: 'The cellar door is open Monday to Saturday: free tastings, and cellar tours when booked ahead.',
          label: 'Tours and tastings',
          href: '/en/tours-and-tastings',
        },
      },
    ],
  }),
  en({
    key: 'en-estate',
    translationOf: 'le-domaine',
    title: 'Our estate',
    menuTitle: 'Our estate',
    url: 'our-estate',
    path: '/our-estate',
    metaDescription:
      'A family estate since 1962: 14 hectares of Cabernet Franc and Chenin Blanc, careful work in the vineyard and winemaking in tufa cellars.',
    blocks: [
      imageText(
        'vignes.svg',
        'The vine-covered slope above the Loire',
        `<h2>A family story</h2>
<p>It all began in 1962, when Marcel Marchais bought three hectares of vines and a cave cellar at Souzay-Champigny. In those days he sold his grapes to the co-operative and a few barrels to the cafés of Saumur.</p>
<p>His son Bernard enlarged the estate and bottled the first wines at the property in the mid-1980s. Since 2012 his children, Claire and Julien, have run the vineyard and the cellar with the same aim: wines that taste of the slope they come from.</p>`,
      ),
      richText(`<h2>Our terroir</h2>
<p>Our plots lie on the plateau and down the slope: a thin layer of clay and sand over tufa, the soft white limestone the Loire châteaux were built from. Tufa holds water through the summer and releases it slowly to the roots, which gives the wines their freshness and finesse.</p>
<ul>
<li>14 hectares: 10 of Cabernet Franc and 4 of Chenin Blanc</li>
<li>Vines between 15 and 70 years old</li>
<li>The Saumur-Champigny, Saumur, Cabernet de Saumur, Coteaux de Saumur and Crémant de Loire appellations</li>
</ul>
<h2>In the vineyard and the cellar</h2>
<p>The estate is certified High Environmental Value (HVE) and is converting to organic farming. We plough the soils, let grass grow between the rows and pick the old vines by hand, into small crates.</p>
<p>In the cellar we do as little as we can: wild yeasts, gentle extraction for the reds, ageing on fine lees for the whites. Only our wines for laying down see oak, and then sparingly.</p>`),
      {
        kind: 'GALLERY',
        data: {
          title: 'The estate in pictures',
          images: [
            image('vignes.svg', 'Rows of vines at sunset'),
            image('cave.svg', 'A cellar gallery cut into the tufa'),
            image('degustation.svg', 'A bottle from the estate and three glasses on the tasting-room table'),
          ],
        },
      },
    ],
  }),
  en({
    key: 'en-wines',
    translationOf: 'nos-vins',
    title: 'Our wines',
    menuTitle: 'Our wines',
    url: 'our-wines',
    path: '/our-wines',
    metaDescription:
      'Saumur-Champigny, Saumur blanc, rosé, Crémant and Coteaux de Saumur: the estate’s wines, what to drink them with and their cellar-door prices.',
    blocks: [
      richText(`<h2>Our range</h2>
<p>All our wines are available at the cellar door, by phone and in our <a href="/en/shop">online shop</a>. At the cellar door you can buy single bottles; we ship in cases of six, which you are welcome to mix.</p>
<h3>The reds: 100% Cabernet Franc</h3>
<ul>
<li><strong>Saumur-Champigny “Terres de Tuffeau” 2023</strong>: bright, crunchy fruit, best drunk young within three years. Lovely with charcuterie or a roast chicken. €12.50</li>
<li><strong>Saumur-Champigny “Les Perrières” 2022</strong>: from our old vines, aged twelve months in the cellar; fine tannins, blackcurrant and liquorice. Will keep for eight to ten years. €19.50</li>
</ul>
<h3>The whites: 100% Chenin Blanc</h3>
<ul>
<li><strong>Saumur blanc “Clos du Coteau” 2023</strong>: dry and taut, with pear and white blossom. Try it with pike-perch in beurre blanc. €13.90</li>
<li><strong>Coteaux de Saumur “Tries de Novembre” 2020</strong>, 50 cl: sweet, with quince and honey, picked over several passes through the vines. With foie gras or a blue cheese. €22.00</li>
</ul>
<h3>Rosé and sparkling</h3>
<ul>
<li><strong>Cabernet de Saumur rosé 2024</strong>: pale, fresh and moreish, for aperitifs and barbecues. €9.80</li>
<li><strong>Crémant de Loire brut “Bulles de Tuffeau”</strong>: Chenin and Chardonnay, 24 months on the lees in our cellars. €14.50</li>
</ul>`),
      richText(`<h2>Ordering</h2>
<p>Delivery is free from 24 bottles or €250. You can also collect your order free of charge at the estate, 48 hours after placing it, during cellar-door opening hours. We currently deliver within mainland France only.</p>
<p>Prices include VAT and are ex-cellars. We do not sell alcohol to anyone under 18: please have some ID with you when you collect or take delivery.</p>
${moderation}`),
    ],
  }),
  en({
    key: 'en-visits',
    translationOf: 'visites-et-degustations',
    title: 'Tours and tastings',
    menuTitle: 'Tours & tastings',
    url: 'tours-and-tastings',
    path: '/tours-and-tastings',
    metaDescription:
      'Tufa cellar tours and wine tastings at Souzay-Champigny near Saumur: free tastings, guided tours and food and wine workshops.',
    blocks: [
      imageText(
        'cave.svg',
        'A lamp-lit cellar gallery lined with barrels',
        `<h2>Under the vines, the cellars</h2>
<p>Our tasting room opens onto nearly 800 metres of galleries, dug over the centuries to quarry the tufa that built the houses of Saumur. Today they hold our tanks, our barrels and the bottles of Crémant quietly maturing on their lees.</p>
<p>On the tour, Claire or Julien will talk you through the year in the vineyard, the harvest and how the bubbles get into the Crémant, then pour you the wines right where they were made.</p>`,
      ),
      richText(`<h2>What we offer</h2>
<ul>
<li><strong>Cellar-door tasting</strong>: free, no booking needed, during opening hours. Five wines to try, from the Crémant to the Coteaux de Saumur.</li>
<li><strong>Guided cellar tour and tasting</strong>: 1 hr 15, €12 per person, free for under-18s, who get our grape juice instead. Tuesday to Saturday at 11 am and 4 pm, booking required. Tours are given in French and English.</li>
<li><strong>Food and wine workshop</strong>: 2 hours, €35 per person. Four wines and four bites made by a Saumur caterer, one Saturday a month, twelve people at most.</li>
<li><strong>Groups and company outings</strong>: private tours on request, up to 40 people.</li>
</ul>
<h3>Good to know</h3>
<ul>
<li>It is 12 °C in the cellars all year round, so bring a jumper, even in high summer.</li>
<li>The tasting room is wheelchair accessible; the galleries only in part.</li>
<li>Dogs on a lead are welcome.</li>
<li>Please choose a designated driver: spittoons and breathalysers are provided.</li>
</ul>
${moderation}`),
      {
        kind: 'CTA',
        data: {
          title: 'Book a tour',
          text: 'Pick the day, the time and how many of you there are from the places left: your tour is confirmed at once by e-mail.',
          label: 'Book',
          href: '/en/book',
        },
      },
    ],
  }),
  en({
    key: 'en-contact',
    translationOf: 'me-contacter',
    title: 'Contact us',
    menuTitle: 'Contact',
    url: 'me-contacter', // the fixed route /me-contacter, spelt /en/contact in English
    path: '/me-contacter',
    metaDescription:
      'Get in touch with Domaine des Coteaux de Loire: orders, cellar tours, groups and trade enquiries. Cellar door at Souzay-Champigny, near Saumur.',
    blocks: [
      richText(`<h2>A question, an order or a visit?</h2>
<p>The cellar door is open Monday to Saturday. For a guided tour, a large order, a wedding or a trade enquiry (wine merchants, restaurants), drop us a line: we reply within two working days, in English or French.</p>
<p>From Saumur, follow the Montsoreau road along the Loire, then turn uphill towards Champigny: the estate is signposted as you enter the village.</p>`),
      { kind: 'CONTACT', data: { title: 'Address and cellar-door hours' } },
      { kind: 'FORM', data: { form: 'message', title: 'Write to us' } },
      {
        kind: 'MAP',
        data: {
          title: 'Finding the estate',
          address: '3 chemin des Perrières, 49400 Souzay-Champigny, France',
          latitude: 47.2366,
          longitude: -0.0142,
        },
      },
      { kind: 'SOCIAL', data: { title: 'Follow the estate' } },
    ],
  }),
  en({
    key: 'en-workshops',
    translationOf: 'ateliers-mets-et-vins',
    parentKey: 'en-visits',
    title: 'Food and wine workshops',
    url: 'food-and-wine-workshops',
    path: '/food-and-wine-workshops',
    metaDescription:
      'Food and wine workshops at Domaine des Coteaux de Loire, Souzay-Champigny: four wines, four bites, one Saturday a month. Dates and places left.',
    isCmsPage: false,
    cmsRoute: 'element-food-and-wine-workshops',
    blocks: [],
  }),
  // The visits' old English address: forwards to the English booking page for good.
  en({
    key: 'en-book',
    translationOf: 'reserver-une-visite',
    parentKey: 'en-visits',
    title: 'Book a visit',
    url: 'book-a-visit',
    path: '/book-a-visit',
    metaDescription: 'Book your tour of the Domaine des Coteaux de Loire cellars online.',
    showInMenu: false,
    linkType: 'URL',
    linkUrl: '/en/book',
    blocks: [],
  }),
  en({
    key: 'en-gallery',
    translationOf: 'galerie',
    title: 'Gallery',
    menuTitle: 'Gallery',
    url: 'galerie', // the fixed route /galerie, spelt /en/gallery in English
    path: '/galerie',
    metaDescription:
      'Domaine des Coteaux de Loire in pictures: the cellars cut into the tufa, the winery and the hand harvest on the Champigny slopes.',
    isCmsPage: false,
    cmsRoute: 'album-list',
    blocks: [],
  }),
  en({
    key: 'en-news',
    translationOf: 'actualites',
    title: 'News',
    url: 'actualites', // spelt /en/news
    path: '/actualites',
    metaDescription:
      'News from Domaine des Coteaux de Loire: the harvest, new vintages, open days and tastings at the cellar door.',
    isCmsPage: false,
    cmsRoute: 'news',
    blocks: [],
  }),
  en({
    key: 'en-shop',
    translationOf: 'boutique',
    title: 'Shop',
    menuTitle: 'Shop',
    url: 'boutique', // spelt /en/shop
    path: '/boutique',
    metaDescription:
      'Order our Saumur and Anjou wines online: reds, whites, rosés, sparkling and sweet wines from Domaine des Coteaux de Loire, delivered or collected at the estate.',
    isCmsPage: false,
    cmsRoute: 'shop-list',
    blocks: [],
  }),
];

// The legal pages keep their (already English) slugs; their text is the parameter's, overlaid
// in English (wine-english-legal.ts).
const englishLegalPageTitles: Record<string, { title: string; metaDescription: string }> = {
  'privacy-policy': {
    title: 'Privacy policy',
    metaDescription:
      'The personal data this site collects, why, how long we keep it and how to exercise your rights.',
  },
  'cookie-policy': {
    title: 'Cookie policy',
    metaDescription:
      'The cookies this site uses, the analytics tools loaded only with your consent and how to change your mind.',
  },
  'legal-notice': {
    title: 'Legal notice',
    metaDescription:
      'Legal notice: publisher, publication director, hosting provider and intellectual property.',
  },
  'sale-terms': {
    title: 'Terms of sale',
    metaDescription:
      'Terms of sale: orders, prices, payment, delivery or collection, right of withdrawal and guarantees.',
  },
  'use-terms': {
    title: 'Terms of use',
    metaDescription:
      'Terms of use of the site and the customer account: registration, log-in details and house rules.',
  },
};

/** The five legal pages in English: same slugs and routes, English titles. */
export function englishLegalPages(): SeedPage[] {
  return legalPages().map((page) => {
    const english = englishLegalPageTitles[page.url];
    if (!english) throw new Error(`Seed: no English title for the legal page ${page.url}`);
    return { ...page, ...english, key: `en-${page.key}`, translationOf: page.key, locale: 'en_GB' };
  });
}
