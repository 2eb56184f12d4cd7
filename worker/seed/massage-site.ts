// Sample site 1: a massage and wellness practice in Vertou, near Nantes (the spec's sample site).
// Served locally on localhost and 127.0.0.1. Long because it is content: every page carries
// the text a real practice would publish.
import { legalPages } from './legal-texts.ts';
import { siteParameters } from './parameters.ts';
import { cta, image, imageText, richText } from './blocks.ts';
import type { SeedSite } from './types.ts';

const wellnessNotice = `<p><em>Les massages proposés sont des soins de bien-être et de relaxation. Ils n'ont aucune visée médicale ou thérapeutique et ne remplacent pas une consultation chez votre médecin ou votre kinésithérapeute.</em></p>`;

export const massageSite: SeedSite = {
  id: 1,
  name: 'Sophie Morel – Massages & Bien-être',
  url: 'http://localhost:8787',
  devUrls: ['http://localhost:8787', 'http://127.0.0.1:8787'],
  prodUrls: ['https://massages-bien-etre.example'],
  domains: [
    { host: 'localhost', kind: 'DEV' },
    { host: '127.0.0.1', kind: 'DEV' },
    { host: 'massages-bien-etre.example', kind: 'PROD' },
  ],
  isWinemaker: false,
  isECommerce: false,
  isBuilding: false,
  parameters: siteParameters({
    BOOKING_ENABLED: 'true',
    PRIMARY_COLOR: '#b08d57',
    ACCENT_COLOR: '#4f7d5c',
    BACKGROUND_COLOR: '#ffffff',
    HEADER_COLOR: '#ffffff',
    FOOTER_COLOR: '#3d3329',
    MENU_COLOR: '#3b342c',
    MOBILE_MENU_COLOR: '#faf6ef',
    ACTIVE_MENU_COLOR: '#b08d57',
    ACTIVE_FONT_COLOR: '#7a5c2e',
    DARK_THEME: 'false',
    LOGO_POSITION: 'left',
    GIFT_CARDS_ENABLED: 'true',
    LOGO_WIDTH: '210',
    LOGO_HEIGHT: '60',
    MENU_ALIGNMENT: 'right',
    MENU_ACTIVE_TYPE: 'UNDERLINE',
    SHOW_CART_ICON: 'false',
    SHOW_ACCOUNT_ICON: 'true',

    COMPANY_NAME: 'Sophie Morel – Massages & Bien-être',
    COMPANY_EMAIL: 'contact@massages-bien-etre.example',
    COMPANY_PHONE: '02 61 91 36 58',
    COMPANY_MOBILE: '06 39 98 42 17',
    COMPANY_DESCRIPTION:
      'Cabinet de massages bien-être et de réflexologie plantaire à Vertou, aux portes de Nantes. Sophie Morel reçoit sur rendez-vous et se déplace à domicile, en entreprise et en EHPAD dans le sud-est nantais.',
    COMPANY_HEAD_OFFICE: '5 allée des Tilleuls, 44120 Vertou',
    COMPANY_LEGAL_AGENT: 'Sophie Morel',
    COMPANY_LEGAL_NAME: 'Sophie Morel EI',
    COMPANY_CORPORATE_FORM: 'Entreprise individuelle (micro-entreprise)',
    SIRET_NUMBER: '917 348 526 00018',
    RCS_NUMBER: 'RCS Nantes 917 348 526',
    INTRACO_VAT: 'FR02917348526',
    SHARE_CAPITAL: '',
    OPENING_HOURS_MONDAY: '9h00 – 12h30 / 14h00 – 19h00',
    OPENING_HOURS_TUESDAY: '9h00 – 12h30 / 14h00 – 20h00',
    OPENING_HOURS_WEDNESDAY: '9h00 – 12h30',
    OPENING_HOURS_THURSDAY: '9h00 – 12h30 / 14h00 – 20h00',
    OPENING_HOURS_FRIDAY: '9h00 – 12h30 / 14h00 – 19h00',
    OPENING_HOURS_SATURDAY: '9h00 – 13h00',
    OPENING_HOURS_SUNDAY: '',

    FACEBOOK_URL: 'https://www.facebook.com/sophiemorel.massages',
    INSTAGRAM_URL: 'https://www.instagram.com/sophiemorel.massages',
    GOOGLE_REVIEW_URL: 'https://g.page/r/sophie-morel-massages/review',

    NEWSLETTER_ENABLED: 'true',
    BLOG_ENABLED: 'true',
    SEARCH_BAR: 'true',
    SENDER_MAIL_NAME: 'Sophie Morel – Massages & Bien-être',
    SENDER_MAIL_ADDRESS: 'ne-pas-repondre@massages-bien-etre.example',
  }),
  logos: [
    {
      type: 'LOGO',
      filename: 'logo.svg',
      url: '/assets/sample/logo.svg',
      alt: "Sophie Morel – Massages & Bien-être, retour à l'accueil",
    },
    {
      type: 'LOGO_FAVICON',
      filename: 'favicon.svg',
      url: '/assets/sample/favicon.svg',
      alt: 'Sophie Morel – Massages & Bien-être',
    },
  ],
  fonts: [
    {
      type: 'TITLE',
      family: 'Georgia, serif',
      color: '#3b342c',
      size: null,
      weight: 600,
      style: null,
      files: ['Lora-SemiBold.woff2'],
    },
    {
      type: 'CONTENT',
      family: 'system-ui, sans-serif',
      color: '#3b342c',
      size: 17,
      weight: 400,
      style: null,
      files: ['Nunito-Regular.woff2', 'Nunito-Italic.woff2'],
    },
    {
      type: 'MENU',
      family: 'system-ui, sans-serif',
      color: null,
      size: 15,
      weight: 600,
      style: null,
      files: ['Nunito-SemiBold.woff2'],
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
        'Massages bien-être et réflexologie plantaire à Vertou, près de Nantes : au cabinet, à domicile, en entreprise et en EHPAD. Sur rendez-vous.',
      layout: 'WIDE',
      blocks: [
        {
          kind: 'HERO',
          data: {
            title: 'Prendre le temps de souffler',
            subtitle:
              'Massages bien-être et réflexologie plantaire à Vertou, aux portes de Nantes : au cabinet, à domicile, en entreprise et en EHPAD.',
            image: image(
              'hero-massage.svg',
              'Mains posées en douceur sur un dos détendu, dans des tons chauds',
            ),
            ctaLabel: 'Prendre rendez-vous',
            ctaHref: '/rendez-vous',
          },
        },
        imageText(
          'portrait.svg',
          'Portrait de Sophie Morel, praticienne en massage bien-être',
          `<h2>Bienvenue au cabinet</h2>
<p>Je m'appelle Sophie Morel et, depuis plus de dix ans, j'accompagne celles et ceux qui ont besoin de relâcher la pression : salariés fatigués, futurs et jeunes parents, sportifs du dimanche, adolescents en pleine période d'examens, aînés qui manquent de contact et de douceur.</p>
<p>Chaque séance commence par un vrai temps d'échange. Nous regardons ensemble ce dont vous avez besoin ce jour-là, puis je choisis les gestes, le rythme et la pression qui vous conviennent. Pas de protocole récité : un massage pensé pour vous.</p>
<p>Le cabinet se trouve à Vertou, à deux pas des bords de Sèvre, avec un stationnement gratuit devant la porte. Je me déplace aussi chez vous dans tout le sud-est nantais.</p>`,
          'right',
        ),
        richText(`<h2>Ce que je vous propose</h2>
<ul>
<li><a href="/les-massages/les-massages-bien-etre">Les massages bien-être</a> : massage relaxant, massage énergétique, réflexologie plantaire ou amma assis, de 20 minutes à 1h30.</li>
<li><a href="/les-massages/les-autres-soins">Les autres soins</a> : Kobido, massage crânien indien, bol kansu, pochons d'herbes.</li>
<li><a href="/les-massages/massage-pour-enfant-et-adolescent">Les massages pour enfants et adolescents</a>, toujours avec l'accord et, pour les plus jeunes, la présence d'un parent.</li>
<li>Des interventions <a href="/mes-interventions/les-massages-a-domicile">à domicile</a>, <a href="/mes-interventions/les-massages-en-entreprise">en entreprise</a> et <a href="/mes-interventions/les-massages-en-ehpad">en EHPAD</a>.</li>
</ul>
${wellnessNotice}`),
        {
          kind: 'GALLERY',
          data: {
            title: 'Un lieu pensé pour la détente',
            images: [
              image(
                'reflexologie.svg',
                'Pieds détendus reposant sur un coussin pendant une séance de réflexologie',
              ),
              image(
                'massage-energetique.svg',
                'Dos détendu parcouru de points lumineux le long des méridiens',
              ),
              image('amma-assis.svg', 'Séance de massage amma sur une chaise ergonomique'),
              image('domicile.svg', 'Table de massage installée dans un salon lumineux'),
            ],
          },
        },
        { kind: 'NEWS', data: { title: 'Les nouvelles du cabinet' } },
        cta(
          "Envie d'une vraie pause ?",
          'Écrivez-moi ou appelez-moi : je vous réponds dans la journée pour trouver ensemble un créneau, au cabinet ou chez vous.',
          'Me contacter',
        ),
      ],
    },
    {
      key: 'les-massages-bien-etre',
      title: 'Les massages bien-être',
      menuTitle: 'Les massages',
      url: 'les-massages-bien-etre',
      path: '/les-massages/les-massages-bien-etre',
      metaDescription:
        'Massage relaxant, énergétique, réflexologie plantaire, amma assis : les massages bien-être proposés à Vertou, leur durée et leurs tarifs.',
      blocks: [
        imageText(
          'hero-massage.svg',
          'Dos détendu sous des mains qui glissent lentement',
          `<h2>Un massage, plusieurs façons de se détendre</h2>
<p>Le massage bien-être est d'abord un moment pour soi. Allongé sur une table chauffée, au calme, vous laissez le corps se relâcher pendant que l'esprit ralentit. Les effets se ressentent souvent dès la première séance : un sommeil plus profond, des épaules moins crispées, l'impression d'avoir retrouvé de l'espace.</p>
<p>J'utilise des huiles végétales bio (tournesol, amande douce ou jojoba selon votre peau), non parfumées par défaut. Vous restez couvert d'un drap et seule la zone massée est découverte.</p>`,
        ),
        richText(`<h2>Les massages et leurs tarifs</h2>
<ul>
<li><strong>Massage relaxant aux huiles</strong> : des mouvements longs et enveloppants pour relâcher les tensions accumulées. 1h : 60 € · 1h30 : 85 €</li>
<li><strong><a href="/la-reflexologie-plantaire">Réflexologie plantaire</a></strong> : des pressions précises sur les zones réflexes des pieds. 1h : 55 €</li>
<li><strong><a href="/le-massage-energetique">Massage énergétique</a></strong> : un massage lent, inspiré des méridiens, pour retrouver calme et vitalité. 1h : 60 €</li>
<li><strong><a href="/massage-amma-assis">Amma assis</a></strong> : sur une chaise ergonomique, habillé, en 20 minutes. 25 €</li>
<li><strong><a href="/massage-pour-enfants-et-adolescents">Massage pour enfants et adolescents</a></strong> : des séances courtes et adaptées, de 6 à 17 ans. À partir de 30 €</li>
</ul>
<h3>Cartes et bons cadeaux</h3>
<p>La carte de cinq massages d'une heure est à 275 € et reste valable un an. Tous les soins peuvent être offerts : le bon cadeau, valable six mois, vous est envoyé par e-mail ou remis dans une enveloppe au cabinet.</p>
<p>Règlement en espèces, par chèque ou par virement. Merci de prévenir au moins 24 heures à l'avance en cas d'empêchement : un rendez-vous non décommandé reste dû.</p>
${wellnessNotice}`),
        cta(
          'Vous hésitez entre deux soins ?',
          'Dites-moi ce que vous ressentez et ce que vous attendez de la séance : je vous conseillerai le massage le plus adapté.',
          'Poser une question',
        ),
      ],
    },
    {
      key: 'la-reflexologie-plantaire',
      parentKey: 'les-massages-bien-etre',
      title: 'La réflexologie plantaire',
      menuTitle: 'Réflexologie plantaire',
      url: 'la-reflexologie-plantaire',
      path: '/la-reflexologie-plantaire',
      metaDescription:
        'Réflexologie plantaire à Vertou : une heure de pressions douces sur les pieds pour relâcher le stress et retrouver le sommeil. 55 € la séance.',
      blocks: [
        imageText(
          'reflexologie.svg',
          'Pieds détendus reposant sur un coussin pendant une séance de réflexologie',
          `<h2>Tout le corps, à partir des pieds</h2>
<p>La réflexologie plantaire repose sur une idée simple : chaque zone du pied correspond à une partie du corps. En stimulant ces zones par des pressions du pouce, lentes et précises, on invite l'organisme à se détendre en profondeur.</p>
<p>C'est un soin que j'aime proposer aux personnes qui n'ont pas envie de se déshabiller ou qui sont peu à l'aise avec le toucher : seuls les pieds et le bas des jambes sont massés.</p>`,
        ),
        richText(`<h2>Comment se passe une séance ?</h2>
<ol>
<li><strong>L'échange</strong>, une dizaine de minutes : votre rythme de vie, votre sommeil, ce qui vous amène.</li>
<li><strong>Le bain de pieds tiède</strong>, suivi d'un massage d'ouverture pour réchauffer les tissus.</li>
<li><strong>La réflexologie</strong> proprement dite, environ quarante minutes, confortablement allongé sous un plaid.</li>
<li><strong>Le retour au calme</strong>, avec un verre d'eau ou une tisane.</li>
</ol>
<h3>Pour qui ?</h3>
<p>Les adultes stressés ou fatigués, les personnes qui dorment mal, les sportifs après l'effort, les femmes enceintes à partir du quatrième mois avec l'accord de leur sage-femme. Je ne pratique pas la réflexologie en cas de phlébite, de plaie ou d'infection au pied.</p>
<p><strong>Tarif :</strong> 55 € la séance d'une heure. Pour un premier accompagnement, trois séances rapprochées sont souvent conseillées.</p>`),
        cta(
          'Offrez une pause à vos pieds',
          'Réservez votre séance de réflexologie au cabinet de Vertou ou à domicile.',
          'Prendre rendez-vous',
        ),
      ],
    },
    {
      key: 'le-massage-energetique',
      parentKey: 'les-massages-bien-etre',
      title: 'Le massage énergétique',
      menuTitle: 'Massage énergétique',
      url: 'le-massage-energetique',
      path: '/le-massage-energetique',
      metaDescription:
        'Massage énergétique inspiré de la tradition chinoise, à Vertou : un soin lent et enveloppant pour apaiser le mental. 1h, 60 €.',
      blocks: [
        imageText(
          'massage-energetique.svg',
          'Dos détendu parcouru de points lumineux le long des méridiens',
          `<h2>Retrouver le calme et l'élan</h2>
<p>Inspiré des méridiens de la tradition chinoise, le massage énergétique alterne pressions glissées, étirements doux et temps d'immobilité, les mains simplement posées. Le rythme est lent, la respiration s'apaise, le mental finit par lâcher prise.</p>
<p>Beaucoup de personnes me disent en sortir à la fois reposées et rechargées. C'est le soin que je conseille dans les périodes de transition, de surmenage ou aux changements de saison.</p>`,
          'right',
        ),
        richText(`<h2>Déroulement</h2>
<p>Le massage se pratique à l'huile sur une table de massage, ou habillé sur un futon si vous le préférez. Je travaille le dos, les jambes, les bras, le ventre si vous l'acceptez, puis je termine par la nuque et le visage.</p>
<ul>
<li>Durée : une heure de soin, plus le temps d'accueil et de repos</li>
<li>Tarif : 60 €</li>
<li>À prévoir : un repas léger avant et, si possible, un moment calme après</li>
</ul>
<p>Ce massage ne convient pas pendant le premier trimestre de grossesse ; dans le doute, parlons-en avant de réserver.</p>`),
        cta(
          'Besoin de recharger les batteries ?',
          "Les créneaux du mardi et du jeudi soir partent vite : pensez à réserver quelques jours à l'avance.",
          'Réserver',
        ),
      ],
    },
    {
      key: 'massage-amma-assis',
      parentKey: 'les-massages-bien-etre',
      title: 'Le massage amma assis',
      menuTitle: 'Amma assis',
      url: 'massage-amma-assis',
      path: '/massage-amma-assis',
      metaDescription:
        'Amma assis : 20 minutes de massage habillé sur chaise ergonomique, au cabinet ou au bureau, pour dénouer nuque, dos et épaules. 25 €.',
      blocks: [
        imageText(
          'amma-assis.svg',
          "Personne assise sur une chaise de massage ergonomique, le visage posé sur l'appui-tête",
          `<h2>Le massage qui tient dans une pause</h2>
<p>L'amma est une technique japonaise traditionnelle. Pratiqué assis, sur une chaise ergonomique, il se reçoit habillé et sans huile, en une vingtaine de minutes. Une suite rythmée de pressions, d'étirements et de percussions légères parcourt le dos, la nuque, les épaules, les bras et le crâne.</p>
<p>Tonique et relaxant à la fois, c'est le massage idéal quand on passe ses journées devant un écran.</p>`,
        ),
        richText(`<h2>En pratique</h2>
<ul>
<li>Durée : 20 minutes</li>
<li>Tenue : vos vêtements de tous les jours, en évitant simplement les cols épais</li>
<li>Tarif au cabinet : 25 € la séance, 110 € la carte de cinq</li>
</ul>
<p>C'est aussi la prestation que je propose le plus souvent <a href="/mes-interventions/les-massages-en-entreprise">en entreprise</a> : la chaise tient dans un coin de salle de réunion, et vos équipes retournent travailler détendues, sans avoir à se changer.</p>`),
        cta(
          'Et si vos équipes en profitaient ?',
          'Découvrez les formules de massage amma assis au bureau, ponctuelles ou régulières.',
          'Massages en entreprise',
          '/mes-interventions/les-massages-en-entreprise',
        ),
      ],
    },
    {
      key: 'massage-pour-enfants-et-adolescents',
      parentKey: 'les-massages-bien-etre',
      title: 'Massage pour enfants et adolescents',
      menuTitle: 'Enfants et adolescents',
      url: 'massage-pour-enfants-et-adolescents',
      path: '/massage-pour-enfants-et-adolescents',
      metaDescription:
        'Séances de massage pour les enfants de 6 à 12 ans et les adolescents : stress, sommeil, examens. 30 minutes, 30 €, à Vertou.',
      blocks: [
        imageText(
          'enfants.svg',
          'Enfant allongé et détendu sous un plaid, un parent à ses côtés',
          `<h2>Une séance à leur mesure</h2>
<p>Les enfants et les adolescents aussi accumulent les tensions : rentrée scolaire, séparation, examens, croissance, écrans tard le soir… Une séance courte, douce et respectueuse les aide à se poser et à mieux habiter leur corps.</p>
<p>La séance dure 30 minutes pour les 6-12 ans et 45 minutes pour les adolescents. Elle se fait habillé ou en maillot, selon le souhait de l'enfant, qui peut demander d'arrêter à tout moment.</p>`,
        ),
        richText(`<h2>Les règles que je m'impose</h2>
<ul>
<li>Jusqu'à 12 ans, un parent reste dans la pièce pendant toute la séance.</li>
<li>De 13 à 17 ans, l'adolescent choisit s'il souhaite la présence d'un parent ; une autorisation parentale signée est demandée dans tous les cas.</li>
<li>Le consentement de l'enfant passe avant tout : je ne masse que les zones qu'il accepte.</li>
</ul>
<h3>Tarifs</h3>
<p>30 minutes (6-12 ans) : 30 € · 45 minutes (13-17 ans) : 40 €. Les séances ont lieu le mercredi et le samedi matin.</p>`),
        cta(
          'Une question avant de prendre rendez-vous ?',
          'Parlons-en ensemble, avec ou sans votre enfant : le premier échange est toujours gratuit.',
          'Me contacter',
        ),
      ],
    },
    {
      key: 'les-autres-soins',
      title: 'Les autres soins',
      menuTitle: 'Autres soins',
      url: 'les-autres-soins',
      path: '/les-massages/les-autres-soins',
      metaDescription:
        "Kobido, massage crânien indien, bol kansu, pochons d'herbes : des soins bien-être complémentaires proposés au cabinet de Vertou.",
      blocks: [
        richText(`<h2>Des soins pour compléter les massages</h2>
<p>Au fil de mes formations, j'ai ajouté à ma pratique quelques soins plus ciblés. Ils se suffisent à eux-mêmes ou se combinent avec un massage du corps pour une séance plus longue.</p>`),
        imageText(
          'soins.svg',
          'Galets chauds, bol en métal et feuilles posés sur une serviette',
          `<h3>Le Kobido, lifting japonais du visage</h3>
<p>Ancien massage du visage venu du Japon, le Kobido enchaîne des gestes rapides et rythmés, des pétrissages et des lissages, du cou jusqu'au cuir chevelu. Les traits se détendent et le teint s'illumine. 1h : 65 € · cure de quatre séances : 240 €.</p>
<h3>Le massage crânien indien</h3>
<p>Assis et habillé, vous recevez un massage du haut du dos, de la nuque, du crâne et du visage inspiré de la tradition ayurvédique. Parfait pour les têtes trop pleines. 30 minutes : 35 €.</p>`,
          'right',
        ),
        richText(`<h3>Le massage des pieds au bol kansu</h3>
<p>Fait d'un alliage de cuivre, d'étain et de zinc, le bol kansu glisse sur la plante des pieds préalablement enduite de ghee ou d'huile. Un soin très apaisant, à recevoir de préférence en fin de journée. 45 minutes : 45 €.</p>
<h3>Le massage aux pochons d'herbes</h3>
<p>Des pochons de tissu garnis de plantes et d'épices, chauffés à la vapeur, sont appliqués puis roulés sur le corps. La chaleur pénètre en douceur, les parfums de citronnelle et de gingembre font le reste. 1h15 : 80 €.</p>
<p>Tous ces soins peuvent être offerts en bon cadeau.</p>`),
        cta(
          'Composer votre séance',
          "Envie d'associer un Kobido et un massage du dos ? Parlons-en : je vous proposerai une séance sur mesure.",
          'Me contacter',
        ),
      ],
    },
    {
      key: 'massage-pour-enfant-et-adolescent',
      title: 'Massage pour enfant et adolescent',
      menuTitle: 'Enfants et ados',
      url: 'massage-pour-enfant-et-adolescent',
      path: '/les-massages/massage-pour-enfant-et-adolescent',
      metaDescription:
        'Le toucher bienveillant pour les enfants et les ados : séances de massage adaptées et ateliers parent-enfant à Vertou, près de Nantes.',
      blocks: [
        imageText(
          'enfants.svg',
          'Parent massant doucement le dos de son enfant',
          `<h2>Le toucher, un langage pour grandir</h2>
<p>Un massage doux et respectueux aide l'enfant à se calmer, à mieux dormir et à prendre conscience de son corps. Pour l'adolescent, souvent mal dans sa peau ou sous pression, c'est un moment rare où l'on n'attend rien de lui.</p>
<p>Formée au massage de l'enfant, j'adapte tout : la durée, les gestes, la tenue et surtout le rythme de la séance, que l'enfant peut interrompre quand il le souhaite.</p>`,
          'right',
        ),
        richText(`<h2>Deux façons d'en profiter</h2>
<h3>Les séances individuelles</h3>
<p>Pour votre enfant seul, en votre présence jusqu'à 12 ans. Durée, tarifs et règles de la séance sont détaillés sur la page <a href="/massage-pour-enfants-et-adolescents">massage pour enfants et adolescents</a>.</p>
<h3>Les ateliers parent-enfant</h3>
<p>En petit groupe de quatre familles, j'apprends aux parents quelques gestes simples à refaire à la maison : le petit massage du soir avant de dormir, le massage du dos pour les jours de contrôle, les pressions qui aident à souffler. Quatre séances d'une heure, le samedi matin, 90 € par duo parent-enfant.</p>
<h3>On vient souvent me voir pour…</h3>
<ul>
<li>des difficultés d'endormissement ou des réveils nocturnes ;</li>
<li>l'anxiété avant une rentrée, un déménagement ou des examens ;</li>
<li>des tensions liées au sport intensif ou à la croissance ;</li>
<li>le simple plaisir de partager un moment calme.</li>
</ul>
<p><em>Ces massages ne remplacent pas un suivi médical : en cas de douleur ou de trouble qui persiste, parlez-en d'abord à votre médecin.</em></p>`),
        cta(
          'Prochain atelier parent-enfant',
          'Un nouveau cycle démarre à chaque période de vacances scolaires. Écrivez-moi pour être prévenu des prochaines dates.',
          "Je m'inscris",
        ),
      ],
    },
    {
      key: 'les-massages-a-domicile',
      title: 'Les massages à domicile',
      menuTitle: 'À domicile',
      url: 'les-massages-a-domicile',
      path: '/mes-interventions/les-massages-a-domicile',
      metaDescription:
        "Massage bien-être chez vous à Vertou, Nantes, Rezé, Clisson et alentours : table, linge et huiles fournis. Déplacement offert jusqu'à 10 km.",
      blocks: [
        imageText(
          'domicile.svg',
          'Table de massage installée dans un salon baigné de lumière',
          `<h2>Le cabinet vient à vous</h2>
<p>Vous n'avez pas le temps de vous déplacer, vous attendez un bébé, vous sortez d'une opération ou vous préférez simplement rester au chaud après le massage ? J'apporte tout le nécessaire : table pliante, linge propre, huiles, plaid et musique douce.</p>
<p>Il suffit d'un espace d'environ deux mètres sur trois dans une pièce chauffée. Un quart d'heure après mon arrivée, tout est prêt ; à la fin de la séance, je remballe sans laisser de trace.</p>`,
        ),
        richText(`<h2>Zone d'intervention et frais de déplacement</h2>
<ul>
<li><strong>Jusqu'à 10 km du cabinet</strong> (Vertou, Saint-Sébastien-sur-Loire, Rezé, Basse-Goulaine, Les Sorinières…) : déplacement offert.</li>
<li><strong>De 10 à 25 km</strong> (Nantes, Clisson, Vallet, Bouguenais, Carquefou…) : 10 € par déplacement.</li>
<li>Au-delà, sur devis.</li>
</ul>
<h3>Tarifs à domicile</h3>
<p>Les tarifs sont ceux du cabinet, pour une séance d'une heure minimum : massage relaxant 60 €, réflexologie plantaire 55 €, massage énergétique 60 €. Pour deux massages à la suite au même domicile, les frais de déplacement sont offerts.</p>
<p>Les rendez-vous à domicile ont lieu du lundi au vendredi, en journée et jusqu'à 20h.</p>`),
        cta(
          'Réserver un massage chez vous',
          'Indiquez-moi votre commune et vos disponibilités : je vous propose un créneau sous 48 heures.',
          'Demander un rendez-vous',
          // The home-visit request form at the foot of this page.
          '#form-1-title',
        ),
      ],
    },
    {
      key: 'les-massages-en-entreprise',
      title: 'Les massages en entreprise',
      menuTitle: 'En entreprise',
      url: 'les-massages-en-entreprise',
      path: '/mes-interventions/les-massages-en-entreprise',
      metaDescription:
        'Massage amma assis dans vos locaux, à Nantes et alentours : des séances de 15 à 20 minutes contre le stress et les tensions. Devis sous 48 h.',
      blocks: [
        imageText(
          'entreprise.svg',
          "Chaise de massage installée dans un bureau lumineux, près d'une fenêtre",
          `<h2>Prendre soin de ceux qui font l'entreprise</h2>
<p>Quinze minutes de massage assis suffisent pour relâcher la nuque, les épaules et le bas du dos, premières victimes des longues heures devant un écran. Vos collaborateurs restent habillés, n'ont rien à préparer et reprennent le travail l'esprit plus clair.</p>
<p>J'interviens dans les bureaux, les ateliers et les salles de pause, auprès des PME, des associations et des grandes entreprises de l'agglomération nantaise.</p>`,
        ),
        richText(`<h2>Les formules</h2>
<ul>
<li><strong>Ponctuelle</strong>, pour un séminaire, la semaine de la qualité de vie au travail ou pour remercier vos équipes. Demi-journée (3h30, une douzaine de séances) : 240 € ; journée (7h, environ 24 séances) : 450 €.</li>
<li><strong>Régulière</strong> : une demi-journée par semaine ou par mois, avec un planning de réservation partagé. Tarif dégressif selon la fréquence.</li>
<li><strong>Atelier</strong> : une heure en groupe pour apprendre l'automassage et les bons gestes au poste de travail.</li>
</ul>
<h3>Comment ça se passe ?</h3>
<ol>
<li>Nous échangeons sur vos attentes, le nombre de personnes et vos locaux.</li>
<li>Je vous envoie un devis et une affiche à diffuser en interne.</li>
<li>Chacun réserve son créneau ; j'arrive avec la chaise et le nécessaire d'hygiène.</li>
</ol>
<p>Ces prestations peuvent être financées par votre CSE.</p>`),
        cta(
          'Demandez votre devis',
          'Précisez le nombre de collaborateurs et les dates souhaitées : je vous réponds sous 48 heures.',
          'Demander un devis',
        ),
      ],
    },
    {
      key: 'les-massages-en-ehpad',
      title: 'Les massages en EHPAD',
      menuTitle: 'En EHPAD',
      url: 'les-massages-en-ehpad',
      path: '/mes-interventions/les-massages-en-ehpad',
      metaDescription:
        "Massages bien-être pour les résidents d'EHPAD et de résidences seniors autour de Nantes : toucher doux, apaisement et lien. Sur devis.",
      blocks: [
        imageText(
          'ehpad.svg',
          'Main âgée tenue avec douceur entre deux autres mains',
          `<h2>Le toucher, à tout âge</h2>
<p>En établissement, beaucoup de résidents ne sont plus touchés qu'au moment des soins. Un massage doux des mains, des pieds, des épaules ou du visage leur offre un moment de détente, de présence et de dignité, souvent attendu d'une semaine sur l'autre.</p>
<p>J'interviens auprès des résidents d'EHPAD, de résidences autonomie et d'unités protégées, en lien étroit avec les équipes soignantes et d'animation.</p>`,
          'right',
        ),
        richText(`<h2>Mes interventions</h2>
<ul>
<li>Des séances individuelles de 20 à 30 minutes, en chambre ou dans un espace dédié, assis ou allongé selon la mobilité de chacun.</li>
<li>Des ateliers « mains et bien-être » en petit groupe, qui mêlent massage des mains, échanges et musique.</li>
<li>L'accompagnement des résidents désorientés ou en fin de vie, avec des gestes très doux et adaptés.</li>
</ul>
<p>Avant chaque intervention, je fais le point avec l'équipe sur les contre-indications et les besoins de chaque résident. Je recherche le consentement de la personne à chaque séance, même lorsqu'il ne s'exprime plus par les mots.</p>
<h3>Pour les familles</h3>
<p>Vous pouvez offrir des séances à un proche qui vit en établissement : je m'organise directement avec la structure.</p>
<p><strong>Tarif :</strong> sur devis, selon la fréquence et le nombre de résidents. À titre indicatif, une demi-journée de séances individuelles est facturée 200 €.</p>`),
        cta(
          'Vous dirigez un établissement ?',
          "Parlons de vos résidents et de votre projet d'animation : je me déplace pour une première rencontre, sans engagement.",
          'Prendre contact',
        ),
      ],
    },
    {
      key: 'qui-suis-je',
      title: 'Qui suis-je ?',
      menuTitle: 'Qui suis-je ?',
      url: 'qui-suis-je',
      path: '/qui-suis-je',
      metaDescription:
        'Sophie Morel, praticienne en massage bien-être et réflexologue à Vertou depuis 2016 : mon parcours, mes formations et ma façon de travailler.',
      blocks: [
        imageText(
          'portrait.svg',
          'Portrait de Sophie Morel dans son cabinet',
          `<h2>Sophie Morel, praticienne en massage bien-être</h2>
<p>Avant d'ouvrir mon cabinet, j'ai été aide-soignante pendant huit ans dans un service de gériatrie nantais. C'est là que j'ai découvert la force d'un geste simple : une main posée, un massage des mains proposé à une patiente inquiète la veille d'une opération.</p>
<p>En 2014, j'ai décidé d'en faire mon métier. Je me suis formée au massage bien-être, puis à la réflexologie plantaire et aux techniques orientales, et j'ai ouvert le cabinet de Vertou en 2016.</p>`,
        ),
        richText(`<h2>Mes formations</h2>
<ul>
<li>Praticienne en massage bien-être, certification professionnelle (2014)</li>
<li>Réflexologie plantaire, formation de 300 heures (2015)</li>
<li>Amma assis et massage en entreprise (2017)</li>
<li>Massage de l'enfant et accompagnement parent-enfant (2019)</li>
<li>Kobido, lifting japonais du visage (2022)</li>
</ul>
<p>Je continue à me former chaque année et je m'appuie sur une supervision régulière pour prendre du recul sur ma pratique.</p>
<h2>Ma façon de travailler</h2>
<blockquote><p>Un bon massage ne se mesure pas au nombre de techniques, mais à la qualité de l'écoute. Je prends le temps de comprendre ce dont vous avez besoin, et je respecte toujours vos limites.</p></blockquote>
<p>Le cabinet est un lieu calme et chauffé, où le linge est changé après chaque personne. Je travaille avec des huiles bio, locales chaque fois que possible, et je ne propose jamais un soin sans avoir vérifié qu'il vous convient.</p>`),
        cta(
          'Faisons connaissance',
          'Une question sur ma pratique, un doute sur un soin ? Appelez-moi ou écrivez-moi, je prends toujours le temps de répondre.',
          'Me contacter',
        ),
      ],
    },
    {
      key: 'me-contacter',
      title: 'Me contacter',
      menuTitle: 'Contact',
      url: 'me-contacter',
      path: '/me-contacter',
      metaDescription:
        'Prendre rendez-vous avec Sophie Morel pour un massage à Vertou, à domicile, en entreprise ou en EHPAD : téléphone, e-mail, formulaire et accès.',
      blocks: [
        richText(`<h2>Prendre rendez-vous</h2>
<p>Je reçois uniquement sur rendez-vous. Le plus simple est de m'appeler ou de m'envoyer un SMS : si je suis en séance, je vous rappelle entre deux soins, le jour même.</p>
<p>Le formulaire ci-dessous convient pour une demande de devis (entreprise, établissement), un bon cadeau ou une simple question. Indiquez-moi vos disponibilités et je vous proposerai un créneau.</p>
<p>Le cabinet est à Vertou, près du centre-bourg, de plain-pied, avec un stationnement gratuit devant l'entrée.</p>`),
        { kind: 'CONTACT', data: { title: 'Coordonnées et horaires' } },
        { kind: 'FORM', data: { form: 'message', title: 'Envoyer un message' } },
        {
          kind: 'MAP',
          data: {
            title: 'Accès au cabinet',
            address: '5 allée des Tilleuls, 44120 Vertou',
            latitude: 47.1686,
            longitude: -1.4697,
          },
        },
        { kind: 'SOCIAL', data: { title: 'Suivre le cabinet' } },
      ],
    },
    // Element list page (worker/pages/content/element.routes.tsx renders it; this row puts it in the menu).
    {
      key: 'ateliers',
      title: "Ateliers d'automassage",
      menuTitle: 'Ateliers',
      url: 'ateliers',
      path: '/ateliers',
      metaDescription:
        "Ateliers d'automassage en petit groupe à Vertou : mains, nuque et épaules, réflexologie plantaire, massage parent-enfant. Dates, places et inscription.",
      isCmsPage: false,
      cmsRoute: 'element-ateliers',
      blocks: [],
    },
    {
      key: 'avis',
      title: 'Avis de mes clients',
      menuTitle: 'Avis',
      url: 'avis',
      path: '/avis',
      metaDescription:
        'Ce que disent les clients de Sophie Morel, praticienne en massage bien-être à Vertou : avis Google et note moyenne.',
      blocks: [
        richText(`<h2>Ils m'ont fait confiance</h2>
<p>Vos retours me font toujours plaisir et aident d'autres personnes à franchir le pas. Merci à toutes celles et ceux qui ont pris le temps d'écrire quelques mots.</p>`),
        { kind: 'REVIEWS', data: { title: 'Avis Google' } },
      ],
    },
    {
      key: 'galerie',
      title: 'Galerie',
      menuTitle: 'Galerie',
      url: 'galerie',
      path: '/galerie',
      metaDescription:
        'Le cabinet de massage de Vertou et une matinée bien-être en entreprise en images : la salle de soin, le coin thé, l’amma assis au bureau.',
      isCmsPage: false,
      cmsRoute: 'album-list',
      blocks: [],
    },
    {
      key: 'prestations',
      title: 'Prestations',
      menuTitle: 'Prestations',
      url: 'prestations',
      path: '/prestations',
      metaDescription:
        'Toutes les prestations du cabinet : massage relaxant, énergétique, réflexologie plantaire, amma assis, Kobido, massages pour enfants, à domicile, en entreprise et en EHPAD.',
      isCmsPage: false,
      cmsRoute: 'service-list',
      blocks: [],
    },
    ...legalPages(),
    {
      key: 'blog',
      title: 'Le blog',
      menuTitle: 'Blog',
      url: 'blog',
      path: '/blog',
      metaDescription:
        'Le blog de Sophie Morel : techniques de massage, réflexologie plantaire et conseils de bien-être au travail.',
      isCmsPage: false,
      cmsRoute: 'blog',
      blocks: [],
    },
    {
      key: 'actualites',
      title: 'Actualités',
      url: 'actualites',
      path: '/actualites',
      metaDescription:
        'Les nouvelles du cabinet de Sophie Morel à Vertou : nouveaux soins, bons cadeaux, horaires, ateliers et interventions en entreprise.',
      isCmsPage: false,
      cmsRoute: 'news',
      blocks: [],
    },
  ],
  componentConfs: [
    {
      slug: 'footer',
      conf: {
        columns: [
          {
            title: 'Les soins',
            links: [
              { label: 'Les massages bien-être', href: '/les-massages/les-massages-bien-etre' },
              { label: 'Les autres soins', href: '/les-massages/les-autres-soins' },
              { label: 'Enfants et ados', href: '/les-massages/massage-pour-enfant-et-adolescent' },
            ],
          },
          {
            title: 'Mes interventions',
            links: [
              { label: 'À domicile', href: '/mes-interventions/les-massages-a-domicile' },
              { label: 'En entreprise', href: '/mes-interventions/les-massages-en-entreprise' },
              { label: 'En EHPAD', href: '/mes-interventions/les-massages-en-ehpad' },
            ],
          },
        ],
      },
    },
    { slug: 'home-hero', conf: { height: 'large', overlayOpacity: 0.2, textAlign: 'left' } },
  ],
};
