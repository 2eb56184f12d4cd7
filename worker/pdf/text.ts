import type { PDFFont } from 'pdf-lib';

// Text for the embedded fonts (DejaVu Sans, worker/pdf/fonts.ts): they draw Latin, Greek and
// Cyrillic, not every character a customer or an admin may type (an emoji). A character the
// font lacks is drawn as U+FFFD, a visible mark that something was there, never dropped in
// silence; invisible characters (controls, joiners, variation selectors) are left out, and
// wrapping measures the real glyph widths so lines never run past the margin.

/** What a character missing from the font becomes (« ? » in a font without U+FFFD). */
const REPLACEMENT_CHARACTER = '\ufffd';

const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000\t\r\n]/gu;
const REPLACEMENTS: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2212': '-', '\u2032': "'" };
// Controls (Cc) and format characters (Cf: zero-width joiner, soft hyphen, bidi marks…),
// variation selectors and emoji skin-tone modifiers draw nothing by themselves.
const CONTROL_OR_FORMAT = /^[\p{Cc}\p{Cf}]$/u;

function isInvisible(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return (
    CONTROL_OR_FORMAT.test(character) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef) ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff)
  );
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * The text as the font can draw it, on one line: unusual spaces become spaces, invisible
 * characters go, a character the font lacks becomes the replacement character.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  const replacement = supported.has(REPLACEMENT_CHARACTER.codePointAt(0) ?? 0) ? REPLACEMENT_CHARACTER : '?';
  let result = '';
  for (const character of text.normalize('NFC').replace(SPACES, ' ')) {
    const replaced = REPLACEMENTS[character] ?? character;
    if (supported.has(replaced.codePointAt(0) ?? 0)) result += replaced;
    else if (character === '\u2026') result += '...';
    else if (!isInvisible(character)) result += replacement;
  }
  return result;
}

/** Splits one word too wide for a line into pieces that fit. */
function splitWord(font: PDFFont, size: number, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && font.widthOfTextAtSize(piece + character, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * The lines of a paragraph at this size within maxWidth. Line breaks in the text are kept;
 * spaces are collapsed.
 */
export function wrapText(font: PDFFont, size: number, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  // Split before drawableText, which takes line breaks out with the other controls.
  for (const paragraph of text.split(/\r\n|\r|\n/).map((line) => drawableText(font, line))) {
    let line = '';
    for (const word of paragraph.split(' ').filter((candidate) => candidate !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = splitWord(font, size, word, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}
