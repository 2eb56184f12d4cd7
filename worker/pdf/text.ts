import type { PDFFont } from 'pdf-lib';

// Text for the 14 standard PDF fonts: they encode WinAnsi (Windows-1252), which holds French
// (é, à, ç, œ, « », –, ’, €) but not every character an admin may type. Unknown characters
// would make pdf-lib throw, so they are replaced before drawing; wrapping measures the real
// glyph widths so lines never run past the margin.

const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu;
const REPLACEMENTS: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2212': '-', '\u2032': "'" };

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** The text with every character the font cannot draw replaced (spaces) or dropped. */
export function drawableText(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  let result = '';
  for (const character of text.normalize('NFC').replace(SPACES, ' ').replace(/\t/g, ' ')) {
    const replaced = REPLACEMENTS[character] ?? character;
    const codePoint = replaced.codePointAt(0) ?? 0;
    if (supported.has(codePoint)) result += replaced;
    else if (character === '\u2026') result += '...';
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
  for (const paragraph of drawableText(font, text).split(/\r?\n/)) {
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
