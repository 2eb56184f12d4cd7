// Delivery demo data of the wine estate (vins.localhost): shipping zones, two carriers with
// their rate tables (home delivery and relay), fifteen relay points around Saumur and Nantes
// and four discount codes. Plain data and SQL, run by Node with type stripping too. Ids are
// fixed so tests and the docs can name them. The click-and-collect points are the estate's
// company addresses typed CLICK_AND_COLLECT (worker/seed/elements.ts).
import { insert } from './sql.ts';

const SITE_ID = 2;

// Countries use their ISO numeric code as id (worker/seed/reference-data.ts).
const FRANCE = 250;
const EU = [56, 276, 380, 442, 528, 724]; // Belgique, Allemagne, Italie, Luxembourg, Pays-Bas, Espagne

const DELIVERY_ZONES = {
  mainland: 1, // France métropolitaine
  corsica: 2,
  overseas: 3, // no carrier delivers there: the buyer is told so
  europe: 4,
} as const;

const zones: { id: number; name: string; areas: [country: number, prefix: string][] }[] = [
  { id: DELIVERY_ZONES.mainland, name: 'France métropolitaine', areas: [[FRANCE, '']] },
  {
    id: DELIVERY_ZONES.corsica,
    name: 'Corse',
    areas: [[FRANCE, '20']],
  },
  {
    id: DELIVERY_ZONES.overseas,
    name: 'Outre-mer',
    areas: [
      [FRANCE, '97'],
      [FRANCE, '98'],
    ],
  },
  { id: DELIVERY_ZONES.europe, name: 'Union européenne', areas: EU.map((country) => [country, '']) },
];

export const DELIVERY_CARRIERS = { home: 1, relay: 2 } as const;

type Rate = [zone: number, min: number, max: number | null, euros: number];

const carriers: {
  id: number;
  name: string;
  serviceCode: string;
  deliveryType: 'DELIVERY' | 'PICKUP';
  rates: Rate[];
}[] = [
  {
    id: DELIVERY_CARRIERS.home,
    name: 'Colissimo à domicile',
    serviceCode: 'COLISSIMO_DOMICILE',
    deliveryType: 'DELIVERY',
    rates: [
      [DELIVERY_ZONES.mainland, 0.5, 6, 12.9],
      [DELIVERY_ZONES.mainland, 6.5, 12, 18.9],
      [DELIVERY_ZONES.mainland, 12.5, 18, 24.5],
      [DELIVERY_ZONES.mainland, 18.5, 24, 29.9],
      [DELIVERY_ZONES.mainland, 24.5, 36, 36],
      [DELIVERY_ZONES.mainland, 36.5, 60, 45],
      [DELIVERY_ZONES.corsica, 0.5, 6, 19.9],
      [DELIVERY_ZONES.corsica, 6.5, 12, 27.9],
      [DELIVERY_ZONES.corsica, 12.5, 24, 39.9],
      [DELIVERY_ZONES.corsica, 24.5, 60, 59],
      [DELIVERY_ZONES.europe, 0.5, 6, 29],
      [DELIVERY_ZONES.europe, 6.5, 12, 42],
      [DELIVERY_ZONES.europe, 12.5, 24, 64],
      [DELIVERY_ZONES.europe, 24.5, 60, 95],
    ],
  },
  {
    id: DELIVERY_CARRIERS.relay,
    name: 'Point relais',
    serviceCode: 'POINT_RELAIS',
    deliveryType: 'PICKUP',
    // Relay points take parcels up to 30 kg: 18 bottles at most.
    rates: [
      [DELIVERY_ZONES.mainland, 0.5, 6, 7.9],
      [DELIVERY_ZONES.mainland, 6.5, 12, 11.9],
      [DELIVERY_ZONES.mainland, 12.5, 18, 15.9],
      [DELIVERY_ZONES.corsica, 0.5, 6, 12.9],
      [DELIVERY_ZONES.corsica, 6.5, 12, 18.9],
    ],
  },
];

const week = (from: number, to: number, opens: string, closes: string) =>
  Array.from({ length: to - from + 1 }, (_, day) => ({ weekday: from + day, opens, closes }));

// The relay points' opening hours, shop by shop in turn: a newsagent open all day six days a
// week, a grocer closed at lunch and on Monday, a shop closed on Saturday afternoon.
const RELAY_HOURS = [
  week(1, 6, '07:00', '19:30'),
  [...week(2, 6, '08:30', '12:30'), ...week(2, 6, '14:30', '19:00'), ...week(7, 7, '09:00', '12:30')],
  [...week(1, 5, '09:00', '19:00'), ...week(6, 6, '09:00', '12:30')],
];

const relayPoints: [
  code: string,
  name: string,
  line: string,
  zip: string,
  city: string,
  lat: number,
  lon: number,
][] = [
  [
    'RP-49400-01',
    'Maison de la Presse du Dôme',
    '12 rue Franklin Roosevelt',
    '49400',
    'Saumur',
    47.2594,
    -0.0753,
  ],
  ['RP-49400-02', 'Tabac Le Balzac', '41 rue d’Orléans', '49400', 'Saumur', 47.2571, -0.0731],
  ['RP-49400-03', 'Pressing de la Gare', '3 avenue David d’Angers', '49400', 'Saumur', 47.2654, -0.0683],
  [
    'RP-49400-04',
    'Cave Coopérative de Bagneux',
    '27 rue du Pont Fouchard',
    '49400',
    'Saumur',
    47.2447,
    -0.0869,
  ],
  ['RP-49400-05', 'Épicerie Saint-Lambert', '8 place Saint-Lambert', '49400', 'Saumur', 47.2412, -0.0526],
  [
    'RP-49400-06',
    'Fleurs et Jardins de Souzay',
    '2 route de Montsoreau',
    '49400',
    'Souzay-Champigny',
    47.2372,
    -0.0196,
  ],
  [
    'RP-49730-01',
    'Bar-Tabac des Bords de Loire',
    '15 quai de la Loire',
    '49730',
    'Montsoreau',
    47.2156,
    0.0615,
  ],
  [
    'RP-49350-01',
    'Supérette du Thoureil',
    '6 rue de la Mairie',
    '49350',
    'Gennes-Val-de-Loire',
    47.3335,
    -0.2625,
  ],
  [
    'RP-44000-01',
    'Librairie du Passage Pommeraye',
    '2 passage Pommeraye',
    '44000',
    'Nantes',
    47.2129,
    -1.5596,
  ],
  ['RP-44000-02', 'Tabac Presse Bouffay', '9 place du Bouffay', '44000', 'Nantes', 47.2145, -1.5527],
  ['RP-44000-03', 'Relais Colis Talensac', '18 rue Talensac', '44000', 'Nantes', 47.2236, -1.5558],
  ['RP-44100-01', 'Cordonnerie Zola', '52 boulevard Émile Zola', '44100', 'Nantes', 47.2172, -1.5827],
  [
    'RP-44200-01',
    'Épicerie de l’Île de Nantes',
    '21 boulevard Victor Hugo',
    '44200',
    'Nantes',
    47.2061,
    -1.5478,
  ],
  [
    'RP-44300-01',
    'Pressing de la Beaujoire',
    '140 route de Saint-Joseph',
    '44300',
    'Nantes',
    47.2533,
    -1.5286,
  ],
  ['RP-44400-01', 'Tabac du Port de Rezé', '7 rue Jean Jaurès', '44400', 'Rezé', 47.1913, -1.5683],
];

export const DELIVERY_DISCOUNTS = {
  welcome: 'BIENVENUE10',
  fixed: 'FETE15',
  freeShipping: 'PORTOFFERT',
  expired: 'VENDANGES2025',
} as const;

const discounts = [
  {
    id: 1,
    code: DELIVERY_DISCOUNTS.welcome,
    label: 'Bienvenue : 10 % sur votre première commande',
    type: 'PERCENT',
    amount: 10,
    detail_type: null,
    starts_at: null,
    ends_at: null,
    min_subtotal_cents: 0,
    max_uses: null,
    max_uses_per_member: 1,
  },
  {
    id: 2,
    code: DELIVERY_DISCOUNTS.fixed,
    label: 'Fêtes de fin d’année : 15 € dès 100 € d’achat',
    type: 'EURO',
    amount: 1500,
    detail_type: null,
    starts_at: null,
    ends_at: null,
    min_subtotal_cents: 10_000,
    max_uses: 500,
    max_uses_per_member: 2,
  },
  {
    id: 3,
    code: DELIVERY_DISCOUNTS.freeShipping,
    label: 'Livraison offerte dès 60 € d’achat',
    type: 'PERCENT',
    amount: 100,
    detail_type: 'SHIPPING_FEES',
    starts_at: null,
    ends_at: null,
    min_subtotal_cents: 6_000,
    max_uses: null,
    max_uses_per_member: null,
  },
  {
    id: 4,
    code: DELIVERY_DISCOUNTS.expired,
    label: 'Vendanges 2025 : 20 % (terminé)',
    type: 'PERCENT',
    amount: 20,
    detail_type: null,
    starts_at: '2025-09-01T00:00:00.000Z',
    ends_at: '2025-10-31T22:59:59.000Z',
    min_subtotal_cents: 0,
    max_uses: null,
    max_uses_per_member: null,
  },
];

/** SQL statements for the wine estate's delivery data (after the countries and users). */
export function deliveryStatements(): string[] {
  const statements: string[] = [];
  for (const zone of zones) {
    statements.push(
      insert('shipping_zones', { id: zone.id, site_id: SITE_ID, name: zone.name, position: zone.id }),
    );
    for (const [country, prefix] of zone.areas) {
      statements.push(
        insert('shipping_zone_areas', {
          site_id: SITE_ID,
          zone_id: zone.id,
          country_id: country,
          postal_code_prefix: prefix,
        }),
      );
    }
  }
  for (const carrier of carriers) {
    statements.push(
      insert('carriers', {
        id: carrier.id,
        site_id: SITE_ID,
        name: carrier.name,
        service_code: carrier.serviceCode,
        delivery_type: carrier.deliveryType,
        position: carrier.id,
      }),
    );
    for (const [zone, min, max, euros] of carrier.rates) {
      statements.push(
        insert('carrier_rates', {
          site_id: SITE_ID,
          carrier_id: carrier.id,
          zone_id: zone,
          min_bottles: min,
          max_bottles: max,
          price_cents: Math.round(euros * 100),
        }),
      );
    }
  }
  relayPoints.forEach(([code, name, line, zip, city, latitude, longitude], index) => {
    const hours = RELAY_HOURS[index % RELAY_HOURS.length] ?? [];
    statements.push(
      insert('relay_points', {
        id: index + 1,
        site_id: SITE_ID,
        code,
        name,
        add_line1: line,
        zip_code: zip,
        city,
        country: 'FR',
        latitude,
        longitude,
        opening_hours: JSON.stringify(hours),
      }),
    );
  });
  statements.push(insert('delivery_settings', { site_id: SITE_ID, relay_source: 'STORED' }));
  for (const discount of discounts) statements.push(insert('discounts', { site_id: SITE_ID, ...discount }));
  return statements;
}
