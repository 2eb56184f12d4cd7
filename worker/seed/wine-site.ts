// Sample site 2: a family wine estate near Saumur, flagged winemaker and e-commerce, so the shop,
// the alcohol banners and the age checks have a site to run on. Served locally on vins.localhost.
import { legalPages } from './legal-texts.ts';
import { siteParameters } from './parameters.ts';
import { image, imageText, richText } from './blocks.ts';
import type { SeedSite } from './types.ts';
import { englishLegalPages, englishWinePages } from './wine-english-pages.ts';

const moderation = `<p><em>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</em></p>`;

const weekdayHours = '10h00 – 12h30 / 14h30 – 18h30';

export const wineSite: SeedSite = {
  id: 2,
  // Bilingual: French (default, no prefix) and British English under /en/.
  otherLanguages: [{ code: 'en_GB', label: 'English', deeplCode: 'EN-GB', flag: 'gb', countryId: 826 }],
  name: 'Domaine des Coteaux de Loire',
  url: 'http://vins.localhost:8787',
  devUrls: ['http://vins.localhost:8787'],
  prodUrls: ['https://domaine-coteaux.example'],
  domains: [
    { host: 'vins.localhost', kind: 'DEV' },
    { host: 'domaine-coteaux.example', kind: 'PROD' },
  ],
  isWinemaker: true,
  isECommerce: true,
  isBuilding: false,
  parameters: siteParameters({
    BOOKING_ENABLED: 'true',
    PRIMARY_COLOR: '#7b2b3a',
    ACCENT_COLOR: '#c9a449',
    BACKGROUND_COLOR: '#fffdf8',
    HEADER_COLOR: '#ffffff',
    FOOTER_COLOR: '#3a1820',
    MENU_COLOR: '#3a1820',
    MOBILE_MENU_COLOR: '#fffdf8',
    ACTIVE_MENU_COLOR: '#7b2b3a',
    ACTIVE_FONT_COLOR: '#ffffff',
    MENU_ACTIVE_TYPE: 'BACKGROUND',
    MENU_ALIGNMENT: 'center',
    LOGO_POSITION: 'center',
    LOGO_WIDTH: '240',
    LOGO_HEIGHT: '60',
    LOGO_MARGIN_TOP: '12',
    SHOW_CART_ICON: 'true',
    SHOW_ACCOUNT_ICON: 'true',
    SEE_CART_ON_HOVER: 'true',
    ICON_BASE_STYLE: 'FILLED',

    COMPANY_NAME: 'Domaine des Coteaux de Loire',
    COMPANY_EMAIL: 'contact@domaine-coteaux.example',
    COMPANY_PHONE: '02 61 91 52 40',
    COMPANY_MOBILE: '06 39 98 17 63',
    COMPANY_DESCRIPTION:
      'Domaine familial de 14 hectares à Souzay-Champigny, entre Saumur et Montsoreau. Saumur-Champigny, Saumur blanc, Cabernet de Saumur et Crémant de Loire élevés dans nos caves de tuffeau.',
    COMPANY_HEAD_OFFICE: '3 chemin des Perrières, 49400 Souzay-Champigny',
    COMPANY_LEGAL_AGENT: 'Julien Marchais',
    COMPANY_LEGAL_NAME: 'EARL Domaine des Coteaux de Loire',
    COMPANY_CORPORATE_FORM: 'Exploitation agricole à responsabilité limitée (EARL)',
    SIRET_NUMBER: '842 961 351 00017',
    RCS_NUMBER: 'RCS Angers 842 961 351',
    INTRACO_VAT: 'FR72842961351',
    SHARE_CAPITAL: '45 000 €',
    OPENING_HOURS_MONDAY: weekdayHours,
    OPENING_HOURS_TUESDAY: weekdayHours,
    OPENING_HOURS_WEDNESDAY: weekdayHours,
    OPENING_HOURS_THURSDAY: weekdayHours,
    OPENING_HOURS_FRIDAY: weekdayHours,
    OPENING_HOURS_SATURDAY: '10h00 – 12h30 / 14h30 – 19h00',
    OPENING_HOURS_SUNDAY: '',

    FACEBOOK_URL: 'https://www.facebook.com/domaine.coteaux.loire',
    INSTAGRAM_URL: 'https://www.instagram.com/domaine.coteaux.loire',
    TRIPADVISOR_URL: 'https://www.tripadvisor.fr/domaine-des-coteaux-de-loire',
    GOOGLE_REVIEW_URL: 'https://g.page/r/domaine-coteaux-loire/review',

    NEWSLETTER_ENABLED: 'true',
    SEARCH_BAR: 'true',
    PROMO_BANNER_ENABLED: 'true',
    PROMO_BANNER_TEXT:
      "Livraison offerte dès 24 bouteilles ou 250 € d'achat – retrait gratuit au domaine sous 48 h",
    ALCOHOL_WARNING_BANNER: 'true',
    ETHYLOTEST_BANNER: 'true',
    BLOCK_MINORS_AT_REGISTRATION: 'true',
    ASK_BIRTHDATE_AT_REGISTRATION: 'true',
    STOCK_DISPLAY_THRESHOLD: '24',
    IN_STOCK_LABEL: 'Disponible',
    OUT_OF_STOCK_LABEL: 'Épuisé au domaine',
    SHOW_GRAPE_VARIETY: 'true',
    HANDLE_STOCK: 'true',
    USE_PRODUCT_STOCK: 'true',
    SELLS_WORLDWIDE: 'false',
    ONLY_SELL_IN_FRANCE: 'true',
    SENDER_MAIL_NAME: 'Domaine des Coteaux de Loire',
    SENDER_MAIL_ADDRESS: 'commandes@domaine-coteaux.example',

    BOTTLE_MULTIPLE: '6',
    MIN_BOTTLES_PER_EXPEDITION: '6',
    MAX_BOTTLES_PER_EXPEDITION: '120',
    FREE_SHIPPING_BOTTLE_COUNT: '24',
    FREE_SHIPPING_PRICE: '250',
    CLICK_AND_COLLECT_LEAD_HOURS: '48',
    ORDER_REVIEW_REQUEST_DELAY: '10',
    PAYMENT_METHOD: 'BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE', // STRIPE hides itself without keys
    BANK_IBAN: 'FR76 1470 6000 1400 0123 4567 890',
    BANK_BIC: 'AGRIFRPP847',
    GIFT_CARDS_ENABLED: 'true',
  }),
  logos: [
    {
      type: 'LOGO',
      filename: 'wine-logo.svg',
      url: '/assets/sample/wine-logo.svg',
      alt: "Domaine des Coteaux de Loire, retour à l'accueil",
    },
    {
      type: 'LOGO_FAVICON',
      filename: 'wine-favicon.svg',
      url: '/assets/sample/wine-favicon.svg',
      alt: 'Domaine des Coteaux de Loire',
    },
  ],
  fonts: [
    {
      type: 'TITLE',
      family: 'Georgia, serif',
      color: '#3a1820',
      size: null,
      weight: 700,
      style: null,
      files: ['PlayfairDisplay-Bold.woff2'],
    },
    {
      type: 'CONTENT',
      family: 'system-ui, sans-serif',
      color: '#2e2a26',
      size: 17,
      weight: 400,
      style: null,
      files: ['SourceSans3-Regular.woff2', 'SourceSans3-Italic.woff2'],
    },
    {
      type: 'MENU',
      family: 'system-ui, sans-serif',
      color: null,
      size: 15,
      weight: 600,
      style: null,
      files: ['SourceSans3-SemiBold.woff2'],
    },
  ],
  pages: [
    {
      key: 'accueil',
      title: 'Accueil',
      menuTitle: 'Accueil',
      url: 'accueil',
      path: '/',
      metaDescription:
        'Domaine familial à Souzay-Champigny, près de Saumur : Saumur-Champigny, Saumur blanc et crémant de Loire élevés en caves de tuffeau.',
      layout: 'WIDE',
      blocks: [
        {
          kind: 'HERO',
          data: {
            title: 'Le tuffeau, la Loire et nos vignes',
            subtitle:
              'Saumur-Champigny, Saumur blanc et crémant de Loire, cultivés en famille à Souzay-Champigny depuis 1962.',
            image: image(
              'vignes.svg',
              'Rangs de vigne sur un coteau au soleil couchant, la Loire en contrebas',
            ),
            ctaLabel: 'Découvrir nos vins',
            ctaHref: '/boutique',
          },
        },
        imageText(
          'cave.svg',
          'Galerie de cave creusée dans le tuffeau, barriques alignées',
          `<h2>Bienvenue au domaine</h2>
<p>Sur le coteau qui domine la Loire entre Saumur et Montsoreau, nous cultivons 14 hectares de vignes : du cabernet franc pour nos rouges et notre rosé, du chenin pour nos blancs et nos fines bulles.</p>
<p>Nos vins naissent dans les galeries de tuffeau creusées sous les vignes, où la température reste autour de 12 °C toute l'année. C'est là, au calme et au frais, qu'ils s'élèvent en cuve ou en fût avant de rejoindre votre table.</p>
<p><strong>Claire et Julien Marchais</strong>, troisième génération de vignerons au domaine</p>`,
          'right',
        ),
        {
          kind: 'GALLERY',
          data: {
            title: 'Au fil des saisons',
            images: [
              image('vignes.svg', 'Les vignes du domaine sur le coteau de Souzay-Champigny'),
              image('cave.svg', 'Les barriques dans la cave de tuffeau'),
              image('degustation.svg', 'Trois verres de vin rouge, blanc et rosé servis au caveau'),
            ],
          },
        },
        { kind: 'PRODUCTS', data: { title: 'Nos vins de fête', tag: 'fêtes', limit: 4 } },
        { kind: 'NEWS', data: { title: 'Les nouvelles du domaine' } },
        {
          kind: 'CTA',
          data: {
            title: 'Venez nous voir',
            text: 'Le caveau est ouvert du lundi au samedi : dégustation gratuite, visite des caves sur réservation.',
            label: 'Visites et dégustations',
            href: '/visites-et-degustations',
          },
        },
      ],
    },
    {
      key: 'le-domaine',
      title: 'Le domaine',
      menuTitle: 'Le domaine',
      url: 'le-domaine',
      path: '/le-domaine',
      metaDescription:
        'Un domaine familial depuis 1962 : 14 hectares de cabernet franc et de chenin, le travail à la vigne et la vinification en caves de tuffeau.',
      blocks: [
        imageText(
          'vignes.svg',
          'Le coteau planté de vignes au-dessus de la Loire',
          `<h2>Une histoire de famille</h2>
<p>Tout commence en 1962, lorsque Marcel Marchais rachète trois hectares de vignes et une cave troglodytique à Souzay-Champigny. Il livre alors ses raisins à la coopérative et vend quelques barriques aux cafés de Saumur.</p>
<p>Son fils Bernard agrandit le domaine et met en bouteille les premières cuvées à la propriété au milieu des années 1980. Depuis 2012, ce sont ses enfants, Claire et Julien, qui conduisent les vignes et la cave, avec la même envie : faire des vins qui ressemblent à leur coteau.</p>`,
        ),
        richText(`<h2>Notre terroir</h2>
<p>Nos parcelles s'étendent sur le plateau et les pentes du coteau : une fine couche d'argile et de sable posée sur le tuffeau, cette craie tendre et blanche qui a servi à bâtir les châteaux de la Loire. Le tuffeau retient l'eau l'été et la rend lentement aux racines ; il donne aux vins leur fraîcheur et leur finesse.</p>
<ul>
<li>14 hectares, dont 10 de cabernet franc et 4 de chenin</li>
<li>Des vignes de 15 à 70 ans</li>
<li>Les appellations Saumur-Champigny, Saumur, Cabernet de Saumur, Coteaux de Saumur et Crémant de Loire</li>
</ul>
<h2>À la vigne et à la cave</h2>
<p>Le domaine est certifié Haute Valeur Environnementale et en conversion vers l'agriculture biologique. Les sols sont travaillés, l'herbe pousse entre les rangs, et les vieilles vignes sont vendangées à la main, en caissettes.</p>
<p>En cave, nous intervenons le moins possible : levures indigènes, extractions douces pour les rouges, élevage sur lies fines pour les blancs. Seules nos cuvées de garde passent par le fût, toujours avec parcimonie.</p>`),
        {
          kind: 'GALLERY',
          data: {
            title: 'Le domaine en images',
            images: [
              image('vignes.svg', 'Les rangs de vigne au soleil couchant'),
              image('cave.svg', 'Une galerie de la cave, creusée dans le tuffeau'),
              image('degustation.svg', 'Une bouteille du domaine et trois verres sur la table du caveau'),
            ],
          },
        },
      ],
    },
    {
      key: 'nos-vins',
      title: 'Nos vins',
      menuTitle: 'Nos vins',
      url: 'nos-vins',
      path: '/nos-vins',
      metaDescription:
        'Saumur-Champigny, Saumur blanc, rosé, crémant et coteaux de Saumur : les cuvées du domaine, leurs accords et leurs prix au caveau.',
      blocks: [
        richText(`<h2>Nos cuvées</h2>
<p>Toutes nos cuvées sont disponibles au caveau, par téléphone et dans notre <a href="/boutique">boutique en ligne</a>. Au caveau, vous pouvez les acheter à l'unité ; les expéditions se font par cartons de six bouteilles, panachage possible.</p>
<h3>Les rouges, 100 % cabernet franc</h3>
<ul>
<li><strong>Saumur-Champigny « Terres de Tuffeau » 2023</strong> : fruité et croquant, à boire sur le fruit dans les trois ans. Avec une charcuterie ou un poulet rôti. 12,50 €</li>
<li><strong>Saumur-Champigny « Les Perrières » 2022</strong> : nos vieilles vignes, élevées douze mois en cave ; tanins fins, notes de cassis et de réglisse. À garder huit à dix ans. 19,50 €</li>
</ul>
<h3>Les blancs, 100 % chenin</h3>
<ul>
<li><strong>Saumur blanc « Clos du Coteau » 2023</strong> : sec et tendu, aux arômes de poire et de fleurs blanches. Avec un sandre au beurre blanc. 13,90 €</li>
<li><strong>Coteaux de Saumur « Tries de Novembre » 2020</strong>, 50 cl : moelleux, sur le coing et le miel, récolté en plusieurs passages. Avec un foie gras ou un fromage persillé. 22,00 €</li>
</ul>
<h3>Rosé et fines bulles</h3>
<ul>
<li><strong>Cabernet de Saumur rosé 2024</strong> : pâle, frais et gourmand, pour l'apéritif et les grillades. 9,80 €</li>
<li><strong>Crémant de Loire brut « Bulles de Tuffeau »</strong> : chenin et chardonnay, 24 mois sur lattes dans nos caves. 14,50 €</li>
</ul>`),
        richText(`<h2>Commander</h2>
<p>La livraison est offerte dès 24 bouteilles ou 250 € d'achat. Vous pouvez aussi retirer votre commande gratuitement au domaine, 48 heures après l'avoir passée, aux heures d'ouverture du caveau.</p>
<p>Les prix s'entendent TTC, départ domaine. La vente d'alcool est interdite aux mineurs : une pièce d'identité peut vous être demandée au retrait ou à la livraison.</p>
${moderation}`),
      ],
    },
    {
      key: 'visites-et-degustations',
      title: 'Visites et dégustations',
      menuTitle: 'Visites & dégustations',
      url: 'visites-et-degustations',
      path: '/visites-et-degustations',
      metaDescription:
        'Visite des caves de tuffeau et dégustation à Souzay-Champigny, près de Saumur : dégustation gratuite, visite guidée et ateliers mets et vins.',
      blocks: [
        imageText(
          'cave.svg',
          "Galerie de cave éclairée par des lampes, barriques de part et d'autre",
          `<h2>Sous les vignes, les caves</h2>
<p>Notre caveau s'ouvre sur près de 800 mètres de galeries, creusées au fil des siècles pour extraire le tuffeau des maisons de Saumur. Elles abritent aujourd'hui nos cuves, nos fûts et les bouteilles de crémant qui mûrissent sur lattes.</p>
<p>Pendant la visite, Claire ou Julien vous racontent le travail de la vigne, les vendanges et la prise de mousse, avant de vous faire goûter les vins là où ils ont été élevés.</p>`,
        ),
        richText(`<h2>Nos formules</h2>
<ul>
<li><strong>Dégustation au caveau</strong> : gratuite et sans réservation, aux heures d'ouverture. Cinq vins à découvrir, du crémant aux coteaux de Saumur.</li>
<li><strong>Visite guidée des caves et dégustation</strong> : 1h15, 12 € par personne, gratuit pour les moins de 18 ans qui goûtent notre jus de raisin. Du mardi au samedi à 11h et à 16h, sur réservation.</li>
<li><strong>Atelier mets et vins</strong> : 2h, 35 € par personne. Quatre vins et quatre bouchées préparées par un traiteur saumurois, un samedi par mois, douze personnes au plus.</li>
<li><strong>Groupes et comités d'entreprise</strong> : visites privées sur devis, jusqu'à 40 personnes.</li>
</ul>
<h3>Bon à savoir</h3>
<ul>
<li>Il fait 12 °C dans les caves toute l'année : prévoyez un pull, même en plein été.</li>
<li>Le caveau est accessible aux personnes à mobilité réduite ; les galeries, en partie seulement.</li>
<li>Les chiens tenus en laisse sont les bienvenus.</li>
<li>Pensez à désigner un conducteur : crachoirs et éthylotests sont à votre disposition.</li>
</ul>
${moderation}`),
        {
          kind: 'CTA',
          data: {
            title: 'Réserver une visite',
            text: 'Choisissez le jour, l’heure et le nombre de personnes parmi les places libres : votre visite est confirmée aussitôt par e-mail.',
            label: 'Réserver',
            href: '/rendez-vous',
          },
        },
      ],
    },
    {
      key: 'me-contacter',
      title: 'Nous contacter',
      menuTitle: 'Contact',
      url: 'me-contacter',
      path: '/me-contacter',
      metaDescription:
        'Contactez le Domaine des Coteaux de Loire : commandes, visites des caves, groupes et professionnels. Caveau à Souzay-Champigny, près de Saumur.',
      blocks: [
        richText(`<h2>Une question, une commande, une visite ?</h2>
<p>Le caveau est ouvert du lundi au samedi. Pour une visite guidée, une commande importante, un mariage ou une demande professionnelle (cavistes, restaurants), écrivez-nous : nous répondons sous 48 heures ouvrées.</p>
<p>Depuis Saumur, suivez la route de Montsoreau le long de la Loire, puis montez vers Champigny : le domaine est indiqué à l'entrée du village.</p>`),
        { kind: 'CONTACT', data: { title: 'Coordonnées et horaires du caveau' } },
        { kind: 'FORM', data: { form: 'message', title: 'Nous écrire' } },
        {
          kind: 'MAP',
          data: {
            title: 'Venir au domaine',
            address: '3 chemin des Perrières, 49400 Souzay-Champigny',
            latitude: 47.2366,
            longitude: -0.0142,
          },
        },
        { kind: 'SOCIAL', data: { title: 'Suivre le domaine' } },
      ],
    },
    // Element list page (worker/pages/content/element.routes.tsx renders it; this row puts it in the menu):
    // the workshops with fixed dates. Visits are booked online (/rendez-vous).
    {
      key: 'ateliers-mets-et-vins',
      parentKey: 'visites-et-degustations',
      title: 'Ateliers mets et vins',
      url: 'ateliers-mets-et-vins',
      path: '/ateliers-mets-et-vins',
      metaDescription:
        'Les ateliers mets et vins du Domaine des Coteaux de Loire, à Souzay-Champigny : quatre vins, quatre bouchées, un samedi par mois. Dates et places libres.',
      isCmsPage: false,
      cmsRoute: 'element-ateliers-mets-et-vins',
      blocks: [],
    },
    // The visits' old address, from before online booking: out of the menu, it forwards to the
    // booking page for good (a hidden link page answers 301).
    {
      key: 'reserver-une-visite',
      parentKey: 'visites-et-degustations',
      title: 'Réserver une visite',
      url: 'reserver-une-visite',
      path: '/reserver-une-visite',
      metaDescription: 'Réservez votre visite des caves du Domaine des Coteaux de Loire en ligne.',
      showInMenu: false,
      linkType: 'URL',
      linkUrl: '/rendez-vous',
      blocks: [],
    },
    {
      key: 'galerie',
      title: 'Galerie',
      menuTitle: 'Galerie',
      url: 'galerie',
      path: '/galerie',
      metaDescription:
        'Le Domaine des Coteaux de Loire en images : les caves creusées dans le tuffeau, le chai, les vendanges à la main sur les coteaux de Champigny.',
      isCmsPage: false,
      cmsRoute: 'album-list',
      blocks: [],
    },
    ...legalPages(),
    {
      key: 'actualites',
      title: 'Actualités',
      url: 'actualites',
      path: '/actualites',
      metaDescription:
        'Les nouvelles du Domaine des Coteaux de Loire : vendanges, sorties de millésimes, portes ouvertes et dégustations au caveau.',
      isCmsPage: false,
      cmsRoute: 'news',
      blocks: [],
    },
    // The shop list (worker/pages/catalogue/shop.routes.tsx renders it; this row puts it in the menu).
    {
      key: 'boutique',
      title: 'Boutique',
      menuTitle: 'Boutique',
      url: 'boutique',
      path: '/boutique',
      metaDescription:
        'Commandez nos vins de Saumur et d’Anjou : rouges, blancs, rosés, fines bulles et moelleux du Domaine des Coteaux de Loire, livrés ou à retirer au domaine.',
      isCmsPage: false,
      cmsRoute: 'shop-list',
      blocks: [],
    },
    // English pages last, so the French pages keep their ids.
    ...englishWinePages,
    ...englishLegalPages(),
  ],
  componentConfs: [
    {
      slug: 'footer',
      conf: {
        columns: [
          {
            title: 'Le domaine',
            links: [
              { label: 'Notre histoire', href: '/le-domaine' },
              { label: 'Nos vins', href: '/nos-vins' },
              { label: 'Visites et dégustations', href: '/visites-et-degustations' },
            ],
          },
        ],
      },
    },
    { slug: 'home-hero', conf: { height: 'large', overlayOpacity: 0.3, textAlign: 'center' } },
  ],
};
