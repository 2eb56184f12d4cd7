import { pick, type ResourceApi } from '../resource-types';

// Online booking: the bookable services (CRUD), blocked time (a whole list, edited in place);
// the diary, the hours and the calendar feed are screens of their own that call the API.

type Row = Record<string, unknown>;

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Euros typed in the form as the API's cents (null: « sur devis »). */
const cents = (value: unknown): number | null => {
  const euros = num(value);
  return euros === null ? null : Math.round(euros * 100);
};

function bookingServiceToRecord(data: unknown) {
  const row = data as Row & { id: number };
  return {
    ...row,
    price: typeof row.priceCents === 'number' ? row.priceCents / 100 : null,
    deposit: typeof row.depositCents === 'number' ? row.depositCents / 100 : null,
    postcodesText: Array.isArray(row.postcodes) ? (row.postcodes as string[]).join(', ') : '',
  };
}

function bookingServiceToInput(record: Row) {
  const en = (record.translations as { en?: { name?: string; description?: string } } | null)?.en;
  return {
    ...pick(record, ['name', 'location', 'payment', 'active']),
    description: typeof record.description === 'string' ? record.description : '',
    translations: en ? { en: { name: en.name ?? '', description: en.description ?? '' } } : null,
    durationMinutes: num(record.durationMinutes) ?? 60,
    priceCents: cents(record.price),
    postcodes: (typeof record.postcodesText === 'string' ? record.postcodesText : '')
      .split(/[\s,;]+/)
      .filter((code) => code !== ''),
    travelMinutes: num(record.travelMinutes) ?? 0,
    bufferBeforeMinutes: num(record.bufferBeforeMinutes) ?? 0,
    bufferAfterMinutes: num(record.bufferAfterMinutes) ?? 0,
    capacity: num(record.capacity) ?? 1,
    depositCents: cents(record.deposit),
    servicePagePath:
      typeof record.servicePagePath === 'string' && record.servicePagePath.trim() !== ''
        ? record.servicePagePath.trim()
        : null,
    position: num(record.position) ?? 0,
  };
}

/** A datetime input's value (Date or text) as an ISO instant the API validates. */
const instant = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  return value;
};

export const bookingApis: Record<string, ResourceApi> = {
  'booking-appointments': { path: '/admin/booking/diary', listKey: 'appointments', paged: false },
  'booking-services': {
    path: '/admin/booking/service',
    listKey: 'services',
    paged: false,
    toRecord: bookingServiceToRecord,
    toInput: bookingServiceToInput,
  },
  'booking-blocks': {
    path: '/admin/booking/block',
    listKey: 'blocks',
    paged: false,
    oneFromList: true,
    toInput: (record) => ({
      start: instant(record.start),
      end: instant(record.end),
      label: typeof record.label === 'string' ? record.label : '',
    }),
  },
  'booking-hours': { path: '/admin/booking/hours', listKey: 'hours', paged: false },
  'booking-feed': { path: '/admin/booking/feed', listKey: null, paged: false },
};
