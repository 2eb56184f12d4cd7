// Sample element lists (workshops, tasting visits), company addresses with their opening hours
// and Google reviews of the two sample sites, as SQL statements applied after the sites.
// Plain data and string building only: Node runs this file directly with type stripping.

type Value = string | number | null;

function literal(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

function insert(table: string, row: Record<string, Value>): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => literal(row[c] ?? null)).join(', ')});`;
}

interface SeedElement {
  title: string;
  summary: string;
  body: string;
  startsAt: string;
  durationMinutes: number;
  location: string;
  price: string;
  capacity: number;
}

interface SeedList {
  route: string;
  keyList: string;
  keyElem: string;
  title: string;
  description: string;
  elements: SeedElement[];
}

interface SeedAddress {
  name: string;
  line1: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  types: string[];
  hours: [weekday: number, opens: string, closes: string][];
}

interface SeedReview {
  author: string;
  rating: number;
  text: string;
  publishedAt: string;
}

interface SeedElementsSite {
  siteId: number;
  lists: SeedList[];
  addressTypes: [code: string, label: string][];
  addresses: SeedAddress[];
  reviews: SeedReview[];
  externalApps: { app: string; publicConfig: Record<string, unknown> }[];
}

const weekdays = (from: number, to: number, opens: string, closes: string): [number, string, string][] =>
  Array.from({ length: to - from + 1 }, (_, index) => [from + index, opens, closes]);

const massage: SeedElementsSite = {
  siteId: 1,
  lists: [
    {
      route: 'ateliers',
      keyList: 'ateliers',
      keyElem: 'atelier',
      title: "Ateliers d'automassage",
      description:
        'Deux heures en petit groupe pour apprendre des gestes simples, à refaire chez soi : mains, nuque, pieds. Thé et tapis fournis, venez en tenue souple.',
      elements: [
        {
          title: 'Automassage des mains et des avant-bras',
          summary: 'Soulager les mains qui tapent, portent et serrent toute la journée.',
          body: '<p>Les mains travaillent sans relâche : clavier, portage, jardinage. Pendant cet atelier, je vous montre comment détendre les paumes, les doigts et les avant-bras avec vos pouces et une simple balle.</p><p>Vous repartez avec une fiche qui reprend les gestes, pour cinq minutes de pause chaque jour.</p>',
          startsAt: '2026-12-05T10:00',
          durationMinutes: 120,
          location: 'Cabinet de Vertou, 5 allée des Tilleuls',
          price: '35 € par personne',
          capacity: 6,
        },
        {
          title: 'Détendre la nuque et les épaules',
          summary: 'Les gestes qui relâchent les tensions du haut du dos, assis à son bureau ou le soir.',
          body: "<p>Écrans, stress, mauvaise posture : la nuque et les épaules encaissent beaucoup. Nous travaillons la respiration, puis des pressions et des étirements doux que l'on peut faire seul, même au travail.</p>",
          startsAt: '2027-01-16T10:00',
          durationMinutes: 120,
          location: 'Cabinet de Vertou, 5 allée des Tilleuls',
          price: '35 € par personne',
          capacity: 6,
        },
        {
          title: 'Réflexologie plantaire : les gestes à faire chez soi',
          summary: 'Découvrir les zones réflexes du pied et un enchaînement de détente pour le soir.',
          body: '<p>Après une présentation de la carte des zones réflexes, chacun pratique sur ses propres pieds un enchaînement de quinze minutes, idéal avant le coucher. Prévoyez une serviette et des chaussettes propres.</p>',
          startsAt: '2027-02-13T14:00',
          durationMinutes: 150,
          location: 'Cabinet de Vertou, 5 allée des Tilleuls',
          price: '40 € par personne',
          capacity: 8,
        },
        {
          title: 'Massage parent-enfant (4 à 10 ans)',
          summary: 'Un moment complice pour apprendre à masser son enfant, en jouant.',
          body: '<p>Comptines, histoires massées et gestes tout doux : parents et enfants apprennent ensemble à se détendre. Inscrivez une place par personne (un parent et un enfant : 2 places).</p>',
          startsAt: '2027-03-13T10:00',
          durationMinutes: 90,
          location: 'Cabinet de Vertou, 5 allée des Tilleuls',
          price: '45 € le duo',
          capacity: 8,
        },
      ],
    },
  ],
  addressTypes: [
    ['PRACTICE', 'Cabinet'],
    ['HEAD_OFFICE', 'Siège social'],
  ],
  addresses: [
    {
      name: 'Cabinet de Vertou',
      line1: '5 allée des Tilleuls',
      postalCode: '44120',
      city: 'Vertou',
      phone: '02 61 91 36 58',
      email: 'contact@massages-bien-etre.example',
      latitude: 47.1686,
      longitude: -1.4697,
      types: ['PRACTICE', 'HEAD_OFFICE'],
      hours: [
        [1, '09:00', '12:30'],
        [1, '14:00', '19:00'],
        [2, '09:00', '12:30'],
        [2, '14:00', '20:00'],
        [3, '09:00', '12:30'],
        [4, '09:00', '12:30'],
        [4, '14:00', '20:00'],
        [5, '09:00', '12:30'],
        [5, '14:00', '19:00'],
        [6, '09:00', '13:00'],
      ],
    },
  ],
  reviews: [
    {
      author: 'Camille R.',
      rating: 5,
      text: "Un vrai moment de calme. Sophie prend le temps d'écouter avant le massage et adapte la pression. Je suis repartie les épaules légères.",
      publishedAt: '2026-10-14',
    },
    {
      author: 'Thomas L.',
      rating: 5,
      text: 'Réflexologie plantaire pour des problèmes de sommeil : trois séances et une vraie différence. Cabinet calme, facile à trouver.',
      publishedAt: '2026-09-02',
    },
    {
      author: 'Nadia B.',
      rating: 4,
      text: 'Massage à domicile pour ma mère en EHPAD, elle attend maintenant chaque visite avec impatience. Merci pour votre douceur.',
      publishedAt: '2026-07-21',
    },
    {
      author: 'Julien M.',
      rating: 5,
      text: 'Massage amma assis proposé dans notre entreprise : organisation simple, vingt minutes qui font du bien au milieu de la semaine.',
      publishedAt: '2026-05-30',
    },
  ],
  externalApps: [
    { app: 'google-reviews', publicConfig: { placeName: 'Sophie Morel – Massages & Bien-être' } },
  ],
};

const wine: SeedElementsSite = {
  siteId: 2,
  lists: [
    {
      route: 'visites',
      keyList: 'ateliers-mets-et-vins',
      keyElem: 'atelier',
      title: 'Ateliers mets et vins',
      description:
        'Un samedi par mois, un atelier mets et vins au caveau : inscrivez-vous à la date qui vous convient. La visite guidée des caves se réserve en ligne, au jour et à l’heure de votre choix.',
      elements: [
        {
          title: 'Atelier mets et vins',
          summary: 'Quatre vins, quatre bouchées préparées par un traiteur saumurois, deux heures au caveau.',
          body: '<p>Un samedi par mois, nous accordons quatre de nos vins avec des bouchées de saison. Douze personnes au plus, pour prendre le temps d’échanger.</p>',
          startsAt: '2027-01-23T11:00',
          durationMinutes: 120,
          location: 'Caveau du domaine, 3 chemin des Perrières, Souzay-Champigny',
          price: '35 € par personne',
          capacity: 12,
        },
      ],
    },
  ],
  addressTypes: [
    ['ESTATE', 'Domaine'],
    ['SHOP', 'Boutique'],
    ['CLICK_AND_COLLECT', 'Retrait des commandes'],
  ],
  addresses: [
    {
      name: 'Domaine et caveau',
      line1: '3 chemin des Perrières',
      postalCode: '49400',
      city: 'Souzay-Champigny',
      phone: '02 61 91 52 40',
      email: 'contact@domaine-coteaux.example',
      latitude: 47.2366,
      longitude: -0.0142,
      types: ['ESTATE', 'CLICK_AND_COLLECT'],
      hours: [
        ...weekdays(1, 5, '10:00', '12:30'),
        ...weekdays(1, 5, '14:30', '18:30'),
        [6, '10:00', '12:30'],
        [6, '14:30', '19:00'],
      ],
    },
    {
      name: 'Boutique de Saumur',
      line1: '18 rue Saint-Nicolas',
      postalCode: '49400',
      city: 'Saumur',
      phone: '02 61 91 52 41',
      email: 'boutique@domaine-coteaux.example',
      latitude: 47.2597,
      longitude: -0.0769,
      types: ['SHOP', 'CLICK_AND_COLLECT'],
      hours: [
        ...weekdays(2, 6, '10:00', '13:00'),
        ...weekdays(2, 6, '14:30', '19:00'),
        [7, '10:00', '12:30'],
      ],
    },
  ],
  reviews: [
    {
      author: 'Marie-Hélène D.',
      rating: 5,
      text: 'Visite passionnante des caves, Julien connaît chaque galerie. Le crémant rosé nous a conquis.',
      publishedAt: '2026-08-17',
    },
    {
      author: 'Pieter V.',
      rating: 4,
      text: 'Accueil chaleureux au caveau, dégustation généreuse. Pensez au pull, il fait frais en bas !',
      publishedAt: '2026-07-05',
    },
  ],
  externalApps: [{ app: 'google-reviews', publicConfig: { placeName: 'Domaine des Coteaux de Loire' } }],
};

export const elementSites: SeedElementsSite[] = [massage, wine];

/** SQL statements for the sample sites' element lists, addresses and reviews (ids chosen here). */
export function elementStatements(sites: SeedElementsSite[] = elementSites): string[] {
  const statements: string[] = [];
  const ids = { list: 0, element: 0, type: 0, address: 0 };
  for (const site of sites) {
    const site_id = site.siteId;
    for (const list of site.lists) {
      const listId = ++ids.list;
      statements.push(
        insert('element_lists', {
          id: listId,
          site_id,
          route: list.route,
          key_list: list.keyList,
          key_elem: list.keyElem,
          title: list.title,
          description: list.description,
        }),
      );
      list.elements.forEach((element, position) => {
        statements.push(
          insert('elements', {
            id: ++ids.element,
            site_id,
            list_id: listId,
            title: element.title,
            summary: element.summary,
            body_html: element.body,
            starts_at: element.startsAt,
            duration_minutes: element.durationMinutes,
            location: element.location,
            price_label: element.price,
            capacity: element.capacity,
            position,
          }),
        );
      });
    }
    const typeIds = new Map<string, number>();
    for (const [code, label] of site.addressTypes) {
      const id = ++ids.type;
      typeIds.set(code, id);
      statements.push(insert('address_types', { id, site_id, code, label }));
    }
    site.addresses.forEach((address, position) => {
      const id = ++ids.address;
      statements.push(
        insert('company_addresses', {
          id,
          site_id,
          name: address.name,
          line1: address.line1,
          postal_code: address.postalCode,
          city: address.city,
          phone: address.phone,
          email: address.email,
          latitude: address.latitude,
          longitude: address.longitude,
          position,
        }),
      );
      for (const code of address.types) {
        statements.push(
          insert('company_address_types', { site_id, address_id: id, type_id: typeIds.get(code) ?? null }),
        );
      }
      for (const [weekday, opens, closes] of address.hours) {
        statements.push(insert('address_opening_hours', { site_id, address_id: id, weekday, opens, closes }));
      }
    });
    for (const review of site.reviews) {
      statements.push(
        insert('google_reviews', {
          site_id,
          author: review.author,
          rating: review.rating,
          text: review.text,
          published_at: review.publishedAt,
        }),
      );
    }
    for (const app of site.externalApps) {
      statements.push(
        insert('external_apps', { site_id, app: app.app, public_config: JSON.stringify(app.publicConfig) }),
      );
    }
  }
  return statements;
}
