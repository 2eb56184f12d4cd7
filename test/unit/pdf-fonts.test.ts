import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { loadPdfFonts, PDF_FONT_PATHS } from '../../worker/pdf/fonts.ts';
import { pdfFonts } from './support/pdf-fonts.ts';

// The faces shipped for the PDFs (public/assets/fonts/pdf/README.md) and how the Worker reads
// them through its assets binding.

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

describe('PDF fonts', () => {
  for (const face of ['regular', 'bold'] as const) {
    it(`${face}: DejaVu Sans with Latin, Greek, Cyrillic and U+FFFD, in the short loca format`, () => {
      const font = fontkit.create(pdfFonts[face]);
      expect(font.familyName).toBe('DejaVu Sans');
      for (const character of 'ŁśęŻ€«»ΓώΠДмИ№\ufffd') {
        expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(true);
      }
      // @pdf-lib/fontkit's subsetter shifts glyphs after an odd-length record when it writes a
      // short loca; a short loca source only has even-length records (README.md beside the fonts).
      const head = (font as unknown as { head: { indexToLocFormat: number } }).head;
      expect(head.indexToLocFormat).toBe(0);
    });
  }

  it('reads both faces once per isolate through the assets binding, and retries after a failure', async () => {
    const asked: string[] = [];
    let available = false;
    const assets = {
      fetch: (request: Request) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        const face = path === PDF_FONT_PATHS.bold ? pdfFonts.bold : pdfFonts.regular;
        return Promise.resolve(
          available ? new Response(new Uint8Array(face)) : new Response('absent', { status: 404 }),
        );
      },
    } as unknown as Fetcher;
    await expect(loadPdfFonts(assets)).rejects.toThrow(/HTTP 404/);
    available = true;
    const fonts = await loadPdfFonts(assets);
    expect(sameBytes(fonts.regular, pdfFonts.regular)).toBe(true);
    expect(sameBytes(fonts.bold, pdfFonts.bold)).toBe(true);
    expect(await loadPdfFonts(assets)).toBe(fonts);
    expect(asked).toEqual([
      PDF_FONT_PATHS.regular,
      PDF_FONT_PATHS.bold,
      PDF_FONT_PATHS.regular,
      PDF_FONT_PATHS.bold,
    ]);
  });
});
