// Sample online booking: the massage practice's bookable treatments (durations and prices as
// its service pages state them), its Tuesday–Saturday hours, home visits around Vertou and a
// few appointments in the coming days; the wine estate's cellar visit and tasting (12 places,
// French and English). Plain data and SQL, run by Node with type stripping too.
import { addDays, parisInstant, parisParts, weekdayOf } from '../../src/domain/delivery/collect-slots.ts';
import { insert } from './sql.ts';

interface SeedBookingService {
  id: number;
  siteId: number;
  name: string;
  description: string;
  english?: { name: string; description: string };
  minutes: number;
  priceCents: number | null;
  location?: 'PRACTICE' | 'HOME' | 'COMPANY';
  postcodes?: string[];
  travel?: number;
  bufferAfter?: number;
  capacity?: number;
  page?: string;
}

/** The postcodes of Vertou and its neighbours that the practitioner visits (Vertou, Rezé, Saint-Sébastien, Basse-Goulaine, Haute-Goulaine, La Haye-Fouassière, Les Sorinières, Nantes sud). */
const AROUND_VERTOU = ['44120', '44400', '44230', '44115', '44690', '44840', '44200'];

const sampleBookingServices: SeedBookingService[] = [
  {
    id: 1,
    siteId: 1,
    name: 'Massage relaxant aux huiles · 1 h',
    description:
      'Le massage enveloppant du dos aux jambes, aux huiles végétales bio. Prévoyez dix minutes pour vous installer.',
    minutes: 60,
    priceCents: 6000,
    bufferAfter: 15,
    page: '/prestations/1-massage-relaxant-aux-huiles',
  },
  {
    id: 2,
    siteId: 1,
    name: 'Massage relaxant aux huiles · 1 h 30',
    description: 'La version longue, avec un temps pour la nuque, le visage et le crâne.',
    minutes: 90,
    priceCents: 8500,
    bufferAfter: 15,
    page: '/prestations/1-massage-relaxant-aux-huiles',
  },
  {
    id: 3,
    siteId: 1,
    name: 'Massage énergétique · 1 h',
    description: 'Pressions, étirements doux et lissages le long des méridiens, habillé léger ou aux huiles.',
    minutes: 60,
    priceCents: 6000,
    bufferAfter: 15,
    page: '/prestations/2-massage-energetique',
  },
  {
    id: 4,
    siteId: 1,
    name: 'Réflexologie plantaire · 1 h',
    description: 'Une heure de pressions précises sur les zones réflexes des pieds, allongé et au chaud.',
    minutes: 60,
    priceCents: 5500,
    bufferAfter: 15,
    page: '/prestations/4-reflexologie-plantaire',
  },
  {
    id: 5,
    siteId: 1,
    name: 'Kobido, massage du visage · 1 h',
    description: 'Le lifting japonais du visage, du cou et du crâne. Venez sans maquillage si possible.',
    minutes: 60,
    priceCents: 7000,
    bufferAfter: 15,
    page: '/prestations/6-kobido-le-lifting-japonais-du-visage',
  },
  {
    id: 6,
    siteId: 1,
    name: 'Massage enfant ou adolescent · 30 min',
    description: 'De 6 à 17 ans ; un parent reste présent pour les moins de 12 ans.',
    minutes: 30,
    priceCents: 3000,
    bufferAfter: 15,
    page: '/prestations/5-massage-pour-enfants-et-adolescents',
  },
  {
    id: 7,
    siteId: 1,
    name: 'Massage amma assis · 20 min',
    description: 'Vingt minutes sur la chaise ergonomique, habillé : idéal entre midi et deux.',
    minutes: 20,
    priceCents: 2500,
    bufferAfter: 10,
  },
  {
    id: 8,
    siteId: 1,
    name: 'Massage relaxant à domicile · 1 h',
    description:
      'J’apporte la table, le linge et les huiles. Déplacement offert à Vertou, Rezé, Saint-Sébastien-sur-Loire et Basse-Goulaine ; 5 € au-delà.',
    minutes: 60,
    priceCents: 6000,
    location: 'HOME',
    postcodes: AROUND_VERTOU,
    travel: 30,
    bufferAfter: 15,
    page: '/prestations/7-massages-a-domicile',
  },
  {
    id: 9,
    siteId: 2,
    name: 'Visite du chai et dégustation',
    description:
      'Une heure au domaine : la cuverie, le chai à barriques, puis la dégustation de cinq vins commentée par un vigneron. Gratuit pour les moins de 18 ans (jus de raisin offert).',
    english: {
      name: 'Cellar tour and tasting',
      description:
        'One hour at the estate: the vat room, the barrel cellar, then a tasting of five wines led by one of the winegrowers. Free for under-18s (grape juice on the house).',
    },
    minutes: 60,
    priceCents: 1200,
    capacity: 12,
  },
];

/** Weekly ranges: the practice Tuesday to Saturday, the estate Wednesday to Saturday afternoons. */
const HOURS: { siteId: number; weekday: number; start: string; end: string }[] = [
  ...[2, 3, 4, 5].flatMap((weekday) => [
    { siteId: 1, weekday, start: '09:00', end: '12:30' },
    { siteId: 1, weekday, start: '14:00', end: '19:00' },
  ]),
  { siteId: 1, weekday: 6, start: '09:00', end: '13:00' },
  ...[3, 4, 5, 6].flatMap((weekday) => [
    { siteId: 2, weekday, start: '10:30', end: '11:30' },
    { siteId: 2, weekday, start: '15:00', end: '16:00' },
    { siteId: 2, weekday, start: '17:00', end: '18:00' },
  ]),
];

/** A few appointments over the coming opening days, as if booked this week. */
function sampleAppointments(now: Date): string[] {
  const clients = [
    {
      firstname: 'Camille',
      lastname: 'Le Goff',
      email: 'camille.legoff@exemple.fr',
      phone: '06 12 48 73 20',
      service: 1,
      time: '10:00',
    },
    {
      firstname: 'Julien',
      lastname: 'Tessier',
      email: 'julien.tessier@exemple.fr',
      phone: '06 71 05 94 38',
      service: 4,
      time: '17:30',
      message: 'Première séance, je viens pour des tensions dans les mollets (course à pied).',
    },
    {
      firstname: 'Nadia',
      lastname: 'Brochard',
      email: 'nadia.brochard@exemple.fr',
      phone: '07 68 22 14 51',
      service: 8,
      time: '14:00',
      address: '12 rue des Vignerons, 44120 Vertou',
      postcode: '44120',
    },
    {
      firstname: 'Hélène',
      lastname: 'Guérin',
      email: 'helene.guerin@exemple.fr',
      phone: '06 33 90 17 62',
      service: 2,
      time: '09:30',
    },
  ];
  const statements: string[] = [];
  let day = addDays(parisParts(now).date, 1);
  for (const [index, client] of clients.entries()) {
    while (weekdayOf(day) === 1 || weekdayOf(day) === 7) day = addDays(day, 1);
    const service = sampleBookingServices.find((candidate) => candidate.id === client.service)!;
    const start = parisInstant(day, client.time).getTime();
    const end = start + service.minutes * 60_000;
    const travel = (service.travel ?? 0) * 60_000;
    statements.push(
      insert('booking_appointments', {
        site_id: 1,
        reference: `RDV-DEMO${index + 1}ABC`,
        service_id: service.id,
        service_name: service.name,
        start_ms: start,
        end_ms: end,
        busy_from_ms: start - travel,
        busy_to_ms: end + travel + (service.bufferAfter ?? 0) * 60_000,
        places: 1,
        capacity: 1,
        firstname: client.firstname,
        lastname: client.lastname,
        email: client.email,
        phone: client.phone,
        message: client.message ?? '',
        address: client.address ?? null,
        postcode: client.postcode ?? null,
        locale: 'fr_FR',
      }),
    );
    day = addDays(day, 1);
  }
  return statements;
}

export function bookingStatements(now = new Date()): string[] {
  return [
    ...sampleBookingServices.map((service, position) =>
      insert('booking_services', {
        id: service.id,
        site_id: service.siteId,
        name: service.name,
        description: service.description,
        translations: service.english ? JSON.stringify({ en: service.english }) : null,
        duration_minutes: service.minutes,
        price_cents: service.priceCents,
        location_kind: service.location ?? 'PRACTICE',
        postcodes: service.postcodes ? JSON.stringify(service.postcodes) : null,
        travel_minutes: service.travel ?? 0,
        buffer_after_minutes: service.bufferAfter ?? 0,
        capacity: service.capacity ?? 1,
        service_page_path: service.page ?? null,
        position,
      }),
    ),
    ...HOURS.map((range) =>
      insert('booking_hours', {
        site_id: range.siteId,
        weekday: range.weekday,
        start_time: range.start,
        end_time: range.end,
      }),
    ),
    insert('booking_exceptions', { site_id: 1, date: '2026-12-25', kind: 'CLOSED', label: 'Noël' }),
    insert('booking_exceptions', { site_id: 1, date: '2027-01-01', kind: 'CLOSED', label: 'Jour de l’an' }),
    ...sampleAppointments(now),
  ];
}
