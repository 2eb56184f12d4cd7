import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_MEMO_MAX_CHARS,
  RICH_TEXT_MEMO_MAX_ENTRIES,
  richTextMemoStats,
  sanitizeRichText,
} from '../../../src/domain/shared/rich-text';

// A page's rich text is sanitised once per content, not once per render.

describe('sanitised rich text, kept by content', () => {
  it('answers the same HTML from the memo, with the same result', () => {
    const html = `<p onclick="x()">Bonjour <script>alert(1)</script><b>${Math.random()}</b></p>`;
    const first = sanitizeRichText(html);
    const hits = richTextMemoStats().hits;
    expect(sanitizeRichText(`${html}`)).toBe(first);
    expect(richTextMemoStats().hits).toBe(hits + 1);
    expect(first).not.toContain('onclick');
    expect(first).not.toContain('script');
  });

  it('stays within its caps', () => {
    for (let i = 0; i < RICH_TEXT_MEMO_MAX_ENTRIES + 50; i += 1) sanitizeRichText(`<p>texte ${i}</p>`);
    expect(richTextMemoStats().entries).toBeLessThanOrEqual(RICH_TEXT_MEMO_MAX_ENTRIES);
    const big = `<p>${'é'.repeat(RICH_TEXT_MEMO_MAX_CHARS / 40)}</p>`;
    for (let i = 0; i < 30; i += 1) sanitizeRichText(`${big}${i}`);
    expect(richTextMemoStats().chars).toBeLessThanOrEqual(RICH_TEXT_MEMO_MAX_CHARS);
  });
});
