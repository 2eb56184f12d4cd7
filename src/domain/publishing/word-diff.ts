// Word-level differences between two texts, for comparing a revision with the current version:
// the texts are cut into words and the spaces between them, the longest common subsequence of
// those pieces is kept, and the rest is what was removed from the first text or added in the
// second. The common start and end are set aside first; a middle too long to compare in memory
// (MAX_CELLS pieces × pieces) is shown as removed then added whole.

type DiffKind = 'same' | 'removed' | 'added';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

const MAX_CELLS = 4_000_000;

/** Words and the runs of spaces between them, in order: joined, they give the text back. */
export function wordPieces(text: string): string[] {
  return text.match(/\s+|[^\s]+/gu) ?? [];
}

/** Adds a piece to the parts, merged with the last part when it is of the same kind. */
function push(parts: DiffPart[], kind: DiffKind, text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The differences of two lists of pieces without a common start or end. */
function middleDiff(before: string[], after: string[], parts: DiffPart[]): void {
  const n = before.length;
  const m = after.length;
  if (n === 0 || m === 0 || n * m > MAX_CELLS) {
    push(parts, 'removed', before.join(''));
    push(parts, 'added', after.join(''));
    return;
  }
  // lengths[i * (m + 1) + j]: the longest common subsequence of before[i..] and after[j..].
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      push(parts, 'same', before[i]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push(parts, 'removed', before[i]!);
      i++;
    } else {
      push(parts, 'added', after[j]!);
      j++;
    }
  }
  push(parts, 'removed', before.slice(i).join(''));
  push(parts, 'added', after.slice(j).join(''));
}

/**
 * The parts of `before` and `after` in reading order: the same words once, the removed ones
 * (only in `before`) before the added ones (only in `after`) where a passage was replaced.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = wordPieces(before);
  const b = wordPieces(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  middleDiff(a.slice(start, a.length - end), b.slice(start, b.length - end), parts);
  push(parts, 'same', a.slice(a.length - end).join(''));
  return joinedChanges(parts);
}

/**
 * One removed then one added part for each changed passage: a run of spaces the LCS kept
 * between two changes (« une heure » → « quatre-vingt-dix minutes ») belongs to the passage.
 */
function joinedChanges(parts: DiffPart[]): DiffPart[] {
  const joined: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    push(joined, 'removed', removed);
    push(joined, 'added', added);
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    const inside =
      part.kind === 'same' &&
      /^\s+$/u.test(part.text) &&
      (removed !== '' || added !== '') &&
      (parts[index + 1]?.kind ?? 'same') !== 'same';
    if (part.kind === 'removed' || inside) removed += part.text;
    if (part.kind === 'added' || inside) added += part.text;
    if (part.kind === 'same' && !inside) {
      flush();
      push(joined, 'same', part.text);
    }
  });
  flush();
  return joined;
}

/** The text one side shows: `before` without the added parts, `after` without the removed. */
export function sideOf(parts: readonly DiffPart[], side: 'before' | 'after'): DiffPart[] {
  const hidden: DiffKind = side === 'before' ? 'added' : 'removed';
  return parts.filter((part) => part.kind !== hidden);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A rich text's words: tags become spaces (a paragraph ends a line), entities their characters. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/giu, '\n')
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/giu, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/gu, ' ')
    .replace(/ *\n[ \n]*/gu, '\n')
    .trim();
}

/** The keys of a block or an image that name its kind or its row, not words a visitor reads. */
const TECHNICAL_KEYS = new Set(['id', 'kind', 'type', 'position']);

/**
 * A field's value as the words to compare: a text without its tags, a number as written, yes
 * or no, and the texts of a list or an object (a page's blocks, an image) one per line, without
 * their kinds and ids.
 */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value))
    return value
      .map(fieldText)
      .filter((text) => text !== '')
      .join('\n');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !TECHNICAL_KEYS.has(key))
      .map(([, inner]) => fieldText(inner))
      .filter((text) => text !== '')
      .join('\n');
  }
  return '';
}
