import { describe, expect, it } from 'vitest';
import {
  excerptHtml,
  excerptParts,
  ftsQuery,
  HIT_END,
  HIT_START,
} from '../../../src/domain/site/search-query';

describe('ftsQuery', () => {
  it('quotes every word as a prefix phrase, so no FTS5 operator comes from the visitor', () => {
    expect(ftsQuery('Massage  dos')).toBe('"massage"* "dos"*');
    expect(ftsQuery('NOT "dos" OR pieds* NEAR(a b) title:x')).toBe(
      '"not"* "dos"* "or"* "pieds"* "near"* "a"* "b"* "title"* "x"*',
    );
    expect(ftsQuery('réflexologie')).toBe('"réflexologie"*');
  });

  it('answers null when there is no word, and drops repeated words', () => {
    expect(ftsQuery('"" ** -- ()')).toBeNull();
    expect(ftsQuery('dos Dos dos')).toBe('"dos"*');
  });
});

describe('excerptHtml', () => {
  it('escapes the text and marks the found words only', () => {
    const html = excerptHtml(
      `Un soin ${HIT_START}<b>doux</b>${HIT_END} &lt;script&gt;alert(1)&lt;/script&gt; & "bon"`,
    );
    expect(html).toBe(
      'Un soin <mark> doux </mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;bon&quot;',
    );
  });

  it('drops tags left in the index and tags cut at the edges of the snippet', () => {
    const html = excerptHtml(
      `ref="https://x.example">le ${HIT_START}lien${HIT_END} <a href="https://y.example`,
    );
    expect(html).toBe('le <mark>lien</mark>');
    expect(html).not.toContain('href');
  });

  it('closes a mark the snippet left open', () => {
    expect(excerptHtml(`${HIT_START}dos`)).toBe('<mark>dos</mark>');
  });
});

describe('excerptParts', () => {
  it('gives back the text parts, the found words flagged, entities decoded', () => {
    expect(excerptParts('a &lt;b&gt; <mark>dos</mark> &amp; c')).toEqual([
      { text: 'a <b> ', hit: false },
      { text: 'dos', hit: true },
      { text: ' & c', hit: false },
    ]);
  });
});
