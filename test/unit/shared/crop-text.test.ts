import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropText, TEXT_CROP_LENGTH } from '../../../src/domain/shared/crop-text';

describe('cropText (spec: text cropping, default 120 characters)', () => {
  it('keeps a text that fits as it is', () => {
    expect(cropText('Un massage pour souffler.')).toBe('Un massage pour souffler.');
    expect(cropText('a'.repeat(TEXT_CROP_LENGTH))).toBe('a'.repeat(TEXT_CROP_LENGTH));
  });

  it('cuts a long text on a word boundary and ends it with « … »', () => {
    const text =
      'Le massage bien-être dénoue les tensions du dos et des épaules, apaise le mental et vous aide à retrouver un sommeil réparateur après une longue semaine.';
    const cropped = cropText(text);
    expect(cropped.endsWith('…')).toBe(true);
    expect([...cropped].length).toBeLessThanOrEqual(TEXT_CROP_LENGTH);
    expect(cropped).toBe(
      'Le massage bien-être dénoue les tensions du dos et des épaules, apaise le mental et vous aide à retrouver un sommeil…',
    );
    expect(text.startsWith(cropped.slice(0, -1))).toBe(true);
  });

  it('takes another length, and drops punctuation left before the cut', () => {
    expect(cropText('Détente, sommeil, énergie retrouvée', 18)).toBe('Détente, sommeil…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(cropText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('never answers more than the limit, and never splits a word it keeps', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zé]{1,15}$/), { minLength: 1, maxLength: 40 }), (words) => {
        const text = words.join(' ');
        const cropped = cropText(text, 40);
        expect([...cropped].length).toBeLessThanOrEqual(40);
        if (cropped !== text && words[0]!.length < 39) {
          const kept = cropped.slice(0, -1).split(' ');
          expect(kept).toEqual(words.slice(0, kept.length));
        }
      }),
    );
  });
});
