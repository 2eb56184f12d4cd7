import type { Element } from '../../schema/content/element';
import { breadcrumbList, jsonLdGraph, type JsonLdStep } from './blog-json-ld';

// schema.org data of an element page: workshops and estate visits show a breadcrumb and
// a date, so they carry a BreadcrumbList (home › list › element) and, when dated, an Event with
// what Google's event rich result requires (name, startDate, location with an address) and what
// it recommends (endDate, image, description, offers, organizer, status, attendance mode).

/** Dates are kept as the site's local time ('2026-06-12T14:30'): Paris, with its offset that day. */
export function parisDateTime(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  // The offset Paris has at that moment: format the UTC instant there and compare.
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offsetMinutes = Math.round((shown - asUtc) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local}:00${offset}`;
}

function endOf(local: string, minutes: number | null): string | undefined {
  if (minutes === null || minutes <= 0) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const end = new Date(Date.UTC(y, mo - 1, d, h, mi + minutes));
  return parisDateTime(end.toISOString().slice(0, 16));
}

/** '45 €', '12,50 €' → '45.00', '12.50'; 'Gratuit' / 'Free' → '0.00'; anything else: none. */
function priceOf(label: string): string | undefined {
  if (/gratuit|free/i.test(label)) return '0.00';
  const match = /(\d+(?:[.,]\d{1,2})?)/.exec(label);
  return match?.[1] ? Number(match[1].replace(',', '.')).toFixed(2) : undefined;
}

export interface ElementJsonLdContext {
  url: string; // the element page's absolute URL
  steps: JsonLdStep[]; // home, list, element: absolute URLs
  organizer: { name: string; url: string };
  /** The business's address, where an element names no place of its own. */
  businessAddress?: Record<string, unknown>;
  image?: string; // absolute
}

/**
 * An event's address as a PostalAddress: the element's place when it is written as an address
 * (« 3 chemin des Perrières, 49400 Souzay-Champigny »), else the business's, else the place's
 * words as its street.
 */
function eventAddress(location: string, businessAddress?: Record<string, unknown>): Record<string, unknown> {
  const match = /^(.*?)[,\s]+(\d{5})\s+(.+)$/.exec(location.trim());
  if (match?.[1] && match[2] && match[3]) {
    return {
      '@type': 'PostalAddress',
      streetAddress: match[1].trim(),
      postalCode: match[2],
      addressLocality: match[3].trim(),
      addressCountry: 'FR',
    };
  }
  if (businessAddress) return businessAddress;
  return { '@type': 'PostalAddress', streetAddress: location.trim(), addressCountry: 'FR' };
}

export function elementJsonLd(element: Element, context: ElementJsonLdContext): Record<string, unknown> {
  const nodes: Record<string, unknown>[] = [breadcrumbList(context.steps)];
  const startDate = element.startsAt ? parisDateTime(element.startsAt) : undefined;
  if (startDate && element.startsAt) {
    const price = priceOf(element.price);
    const endDate = endOf(element.startsAt, element.durationMinutes);
    nodes.push({
      '@type': 'Event',
      name: element.title,
      ...(element.summary ? { description: element.summary } : {}),
      url: context.url,
      startDate,
      ...(endDate ? { endDate } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: element.location || context.organizer.name,
        address: eventAddress(element.location, context.businessAddress),
      },
      ...(context.image ? { image: [context.image] } : {}),
      organizer: { '@type': 'Organization', name: context.organizer.name, url: context.organizer.url },
      ...(price
        ? {
            offers: {
              '@type': 'Offer',
              url: context.url,
              price,
              priceCurrency: 'EUR',
              availability:
                element.placesLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            },
          }
        : {}),
    });
  }
  return jsonLdGraph(nodes);
}
