import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldText,
  sideOf,
  wordDiff,
  wordPieces,
  type DiffPart,
} from '../../../src/domain/publishing/word-diff';

const joined = (parts: DiffPart[]) => parts.map((part) => part.text).join('');

describe('wordDiff: the words removed from a revision and added since', () => {
  it('marks a replaced word as removed then added, the rest the same', () => {
    expect(wordDiff('Un massage doux et long', 'Un massage ferme et long')).toEqual([
      { kind: 'same', text: 'Un massage ' },
      { kind: 'removed', text: 'doux' },
      { kind: 'added', text: 'ferme' },
      { kind: 'same', text: ' et long' },
    ]);
  });

  it('keeps a replaced passage of several words in one removed and one added part', () => {
    expect(wordDiff('dure une heure au calme', 'dure quatre-vingt-dix minutes au calme')).toEqual([
      { kind: 'same', text: 'dure ' },
      { kind: 'removed', text: 'une heure' },
      { kind: 'added', text: 'quatre-vingt-dix minutes' },
      { kind: 'same', text: ' au calme' },
    ]);
  });

  it('finds words added at the end and removed at the start', () => {
    expect(wordDiff('Le vin blanc', 'vin blanc sec')).toEqual([
      { kind: 'removed', text: 'Le ' },
      { kind: 'same', text: 'vin blanc' },
      { kind: 'added', text: ' sec' },
    ]);
  });

  it('keeps words that move apart as the same (longest common subsequence)', () => {
    const parts = wordDiff('a b c d', 'a x b c y d');
    expect(parts.filter((part) => part.kind === 'same').map((part) => part.text.trim())).toEqual([
      'a',
      'b c',
      'd',
    ]);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['x', 'y']);
  });

  it('answers one same part for equal texts, and nothing for two empty ones', () => {
    expect(wordDiff('Même texte', 'Même texte')).toEqual([{ kind: 'same', text: 'Même texte' }]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'Nouveau')).toEqual([{ kind: 'added', text: 'Nouveau' }]);
  });

  it('shows a middle too long to compare as removed then added whole', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 2500 }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(`début ${before} fin`, `début ${after} fin`);
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same']);
  });

  it('gives each side its text back (property)', () => {
    const words = fc.array(fc.constantFrom('le', 'vin', 'sec', 'doux', ' ', '  ', '\n', 'é'), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(words, words, (a, b) => {
        const before = a.join('');
        const after = b.join('');
        const parts = wordDiff(before, after);
        expect(joined(sideOf(parts, 'before'))).toBe(before);
        expect(joined(sideOf(parts, 'after'))).toBe(after);
        for (let i = 1; i < parts.length; i++) expect(parts[i]!.kind).not.toBe(parts[i - 1]!.kind);
      }),
    );
  });
});

describe('wordPieces', () => {
  it('cuts words and the spaces between them, losing nothing', () => {
    expect(wordPieces('Un  vin\nsec')).toEqual(['Un', '  ', 'vin', '\n', 'sec']);
    expect(wordPieces('')).toEqual([]);
  });
});

describe('fieldText: a field as the words to compare', () => {
  it('drops a rich text’s tags and decodes its entities, a paragraph per line', () => {
    expect(fieldText('<p>Élevé sur <strong>lies</strong> &amp; fût</p><p>Finale&nbsp;saline&#39;</p>')).toBe(
      "Élevé sur lies & fût\nFinale saline'",
    );
  });

  it('writes numbers the French way, yes or no, nothing for null', () => {
    expect(fieldText(12.5)).toBe('12,5');
    expect(fieldText(true)).toBe('Oui');
    expect(fieldText(null)).toBe('');
  });

  it('puts the texts of blocks and objects one per line, without their kinds and ids', () => {
    expect(
      fieldText([
        { kind: 'TEXT', id: 4, text: '<p>Bonjour</p>' },
        { title: 'Tarifs', empty: '' },
      ]),
    ).toBe('Bonjour\nTarifs');
  });
});
