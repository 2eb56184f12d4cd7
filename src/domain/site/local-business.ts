import type { CompanyAddress } from '../../schema/site/address';
import { parameterValue, type ParameterMap } from '../../schema/site/parameter';

// schema.org LocalBusiness for the company's contact data, from the settings, complete enough
// for Google's local business rich result: a structured PostalAddress (street, postal
// code and locality apart), opening hours as OpeningHoursSpecification, geo, logo and image.
// The first company address (the « Adresses » admin screen) gives the address and the
// coordinates; without one the head-office setting ('5 allée des Tilleuls, 44120 Vertou') is
// split into its parts.

const DAYS: [string, string][] = [
  ['MONDAY', 'Monday'],
  ['TUESDAY', 'Tuesday'],
  ['WEDNESDAY', 'Wednesday'],
  ['THURSDAY', 'Thursday'],
  ['FRIDAY', 'Friday'],
  ['SATURDAY', 'Saturday'],
  ['SUNDAY', 'Sunday'],
];

const SOCIAL = ['FACEBOOK_URL', 'INSTAGRAM_URL', 'LINKEDIN_URL', 'TWITTER_URL', 'YOUTUBE_URL', 'TIKTOK_URL'];

const pad = (value: string | undefined) => (value ?? '00').padStart(2, '0');

// One time of day as people write it: « 9h00 », « 14h », « 10:00 », « 10 am », « 12.30 pm ».
const TIME = String.raw`(\d{1,2})(?:\s*[h:.]\s*(\d{2})?)?\s*([ap]\.?m\.?)?`;
const RANGE = new RegExp(String.raw`${TIME}\s*[–—-]\s*${TIME}`, 'gi');

function time(hours: string | undefined, minutes: string | undefined, half: string | undefined): string {
  let hour = Number(hours ?? '0');
  const meridiem = half?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return `${pad(String(hour))}:${pad(minutes)}`;
}

/**
 * '9h00 – 12h30 / 14h – 19h' → ['09:00-12:30', '14:00-19:00']; the English settings' words
 * ('10 am – 12.30 pm / 2.30 pm – 7 pm') read the same way.
 */
export function openingRanges(text: string): string[] {
  const ranges: string[] = [];
  for (const match of text.matchAll(RANGE)) {
    ranges.push(`${time(match[1], match[2], match[3])}-${time(match[4], match[5], match[6])}`);
  }
  return ranges;
}

type Json = Record<string, unknown>;

/** '5 allée des Tilleuls, 44120 Vertou' → street, postal code and locality apart. */
export function splitFrenchAddress(text: string): Json | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = /^(.*?),?\s*(\d{5})\s+([^,]+?)(?:,\s*France)?$/i.exec(trimmed);
  if (!match) return { '@type': 'PostalAddress', streetAddress: trimmed, addressCountry: 'FR' };
  return {
    '@type': 'PostalAddress',
    streetAddress: (match[1] ?? '').replace(/,\s*$/, '').trim(),
    postalCode: match[2],
    addressLocality: match[3]?.trim(),
    addressCountry: 'FR',
  };
}

function addressOf(address: CompanyAddress): Json {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.line1, address.line2].filter((line) => line.trim() !== '').join(', '),
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: 'FR',
  };
}

export interface LocalBusinessOptions {
  url: string;
  /** Absolute URL of the site's logo. */
  logo?: string;
  /** Absolute URL of an image of the business (the site's default image). */
  image?: string;
  /** The first company address, when the site has one. */
  address?: CompanyAddress | null;
}

export function localBusiness(parameters: ParameterMap, options: LocalBusinessOptions): Json {
  const value = (type: string) => parameterValue(parameters, type) || undefined;
  const hours = DAYS.flatMap(([day, dayOfWeek]) =>
    openingRanges(value(`OPENING_HOURS_${day}`) ?? '').map((range) => {
      const [opens, closes] = range.split('-');
      return {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${dayOfWeek}`,
        opens,
        closes,
      };
    }),
  );
  const sameAs = SOCIAL.map(value).filter((link): link is string => Boolean(link));
  const address = options.address;
  const geo =
    address && address.latitude !== null && address.longitude !== null
      ? { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${options.url}#business`,
    name: value('COMPANY_NAME'),
    description: value('COMPANY_DESCRIPTION'),
    url: options.url,
    logo: options.logo,
    image: options.image ?? options.logo,
    telephone: value('COMPANY_PHONE') ?? value('COMPANY_MOBILE') ?? (address?.phone || undefined),
    email: value('COMPANY_EMAIL'),
    address: address ? addressOf(address) : splitFrenchAddress(value('COMPANY_HEAD_OFFICE') ?? ''),
    geo,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no tag can be closed early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
