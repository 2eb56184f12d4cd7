import { parameterValue, type ParameterMap } from '../schema/parameter';

// schema.org LocalBusiness for the company's contact data, from the settings.

const DAYS: [string, string][] = [
  ['MONDAY', 'Mo'],
  ['TUESDAY', 'Tu'],
  ['WEDNESDAY', 'We'],
  ['THURSDAY', 'Th'],
  ['FRIDAY', 'Fr'],
  ['SATURDAY', 'Sa'],
  ['SUNDAY', 'Su'],
];

const SOCIAL = ['FACEBOOK_URL', 'INSTAGRAM_URL', 'LINKEDIN_URL', 'TWITTER_URL', 'YOUTUBE_URL', 'TIKTOK_URL'];

const pad = (value: string | undefined) => (value ?? '00').padStart(2, '0');

/** '9h00 – 12h30 / 14h – 19h' → ['09:00-12:30', '14:00-19:00']. */
export function openingRanges(text: string): string[] {
  const ranges: string[] = [];
  for (const match of text.matchAll(/(\d{1,2})\s*h\s*(\d{2})?\s*[–—-]\s*(\d{1,2})\s*h\s*(\d{2})?/g)) {
    ranges.push(`${pad(match[1])}:${pad(match[2])}-${pad(match[3])}:${pad(match[4])}`);
  }
  return ranges;
}

export function localBusiness(
  parameters: ParameterMap,
  url: string,
  image?: string,
): Record<string, unknown> {
  const value = (type: string) => parameterValue(parameters, type) || undefined;
  const openingHours = DAYS.flatMap(([day, code]) =>
    openingRanges(value(`OPENING_HOURS_${day}`) ?? '').map((range) => `${code} ${range}`),
  );
  const sameAs = SOCIAL.map(value).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: value('COMPANY_NAME'),
    description: value('COMPANY_DESCRIPTION'),
    url,
    image,
    telephone: value('COMPANY_PHONE') ?? value('COMPANY_MOBILE'),
    email: value('COMPANY_EMAIL'),
    address: value('COMPANY_HEAD_OFFICE')
      ? { '@type': 'PostalAddress', streetAddress: value('COMPANY_HEAD_OFFICE'), addressCountry: 'FR' }
      : undefined,
    openingHours: openingHours.length > 0 ? openingHours : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no tag can be closed early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
