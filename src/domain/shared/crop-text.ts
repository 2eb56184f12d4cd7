// « Text cropping default 120 characters ». Summaries in lists and cards are
// cut on a word boundary and end with « … »; the card links to the full text.

export const TEXT_CROP_LENGTH = 120;

const ELLIPSIS = '…';

/**
 * The text as is when it fits in `max` characters, else its longest run of whole words that
 * fits with the ellipsis (a single word longer than that is cut inside, never left whole).
 * Spaces run together are one space, so a summary typed with line breaks crops the same.
 */
export function cropText(text: string, max: number = TEXT_CROP_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  // Counted in code points, so an emoji or an accented letter is never split in two.
  const chars = [...flat].slice(0, max - ELLIPSIS.length + 1);
  const head = chars.join('');
  const lastSpace = head.lastIndexOf(' ');
  const words = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, -1).join('');
  // « mot, … » reads badly: the punctuation before the cut goes.
  return `${words.replace(/[\s,;:.!?'’(«-]+$/u, '')}${ELLIPSIS}`;
}
