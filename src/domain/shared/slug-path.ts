// Detail URLs made of an id and a slug of the title (`/prestations/4-reflexologie-plantaire`):
// the id finds the row, the slug is for people and search engines; a page answering a wrong
// slug redirects to the right one, so an old link keeps working after a rename.

/**
 * « Réflexologie plantaire » → `reflexologie-plantaire` (ASCII, lower case, at most 80
 * characters); `fallback` when the text has no letter or digit. One rule for every module's URLs.
 */
export function slugify(text: string, fallback = ''): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/** The last segment of a detail URL: `4-reflexologie-plantaire`, or `4` when the title has no letters. */
export function detailSegment(id: number, title: string): string {
  const slug = slugify(title);
  return slug === '' ? String(id) : `${id}-${slug}`;
}

/** The id at the start of a detail segment (`4-…` or `4`), or null when there is none. */
export function detailId(segment: string): number | null {
  const match = /^([1-9]\d{0,15})(?:-|$)/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
