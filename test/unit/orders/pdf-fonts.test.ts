import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPdfFonts, PDF_FONT_PATHS } from '../../../worker/pdf/fonts.ts';
import { readTables, TrueTypeFont, trueTypeFontkit } from '../../../worker/pdf/truetype-font.ts';
import { pdfFonts } from '../support/pdf-fonts.ts';

// The faces shipped for the PDFs (public/assets/fonts/pdf/README.md), the TrueType reader and
// subsetter pdf-lib embeds them with, and how the Worker reads them through its assets binding.

const folder = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

describe('PDF faces', () => {
  for (const face of ['regular', 'bold'] as const) {
    it(`${face}: DejaVu Sans with Latin, Greek, Cyrillic and U+FFFD, read by the TrueType reader`, () => {
      const font = new TrueTypeFont(pdfFonts[face]);
      expect(font.postscriptName).toBe(face === 'bold' ? 'DejaVuSans-Bold' : 'DejaVuSans');
      expect(font.unitsPerEm).toBe(2048);
      for (const character of 'ŁśęŻ€«»ΓώΠДмИ№\ufffd') {
        expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(true);
      }
      expect(font.hasGlyphForCodePoint(0x1f377)).toBe(false); // 🍷
      // « A » is 1401 units wide in DejaVu Sans, 1585 in its bold (as fontTools reads them).
      expect(font.glyphForCodePoint(0x41).advanceWidth).toBe(face === 'bold' ? 1585 : 1401);
      expect(font.glyphForCodePoint(0x41).codePoints).toEqual([0x41]);
    });
  }
});

describe('TrueType subset', () => {
  it('keeps only the glyphs asked for (and composite parts), renumbered, in a well-formed font', () => {
    const font = new TrueTypeFont(pdfFonts.regular);
    const subset = font.createSubset();
    // « Ǻ » is a composite glyph (Å + acute): its components come along.
    const asked = [...'Łę Ǻ'].map((character) => font.glyphForCodePoint(character.codePointAt(0) ?? 0));
    const ids = asked.map((glyph) => subset.includeGlyph(glyph));
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(subset.includeGlyph(asked[0] ?? 0)).toBe(1); // once only
    const bytes = subset.encode();
    const view = new DataView(bytes.buffer);
    const tables = readTables(view);
    expect([...tables.keys()].sort()).toEqual(['glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp']);
    const count = view.getUint16((tables.get('maxp')?.offset ?? 0) + 4);
    expect(count).toBeGreaterThan(5); // .notdef, the four asked for, and Ǻ's components
    expect(view.getUint16((tables.get('hhea')?.offset ?? 0) + 34)).toBe(count);
    expect(view.getInt16((tables.get('head')?.offset ?? 0) + 50)).toBe(1); // long loca
    const loca = tables.get('loca')?.offset ?? 0;
    const offsets = Array.from({ length: count + 1 }, (_, index) => view.getUint32(loca + index * 4));
    // Every record starts on 4 bytes and the last offset is the glyf table's length.
    expect(offsets.every((offset, index) => offset % 4 === 0 && offset >= (offsets[index - 1] ?? 0))).toBe(
      true,
    );
    expect(offsets[count]).toBe(tables.get('glyf')?.length);
    // The advance widths follow the renumbering.
    const hmtx = tables.get('hmtx')?.offset ?? 0;
    asked.forEach((glyph, index) => expect(view.getUint16(hmtx + (index + 1) * 4)).toBe(glyph.advanceWidth));
    // The whole font sums to 0xB1B0AFBA, as head's checkSumAdjustment makes it.
    let sum = 0;
    for (let at = 0; at < bytes.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
  });

  it('embeds in a PDF that poppler lists, extracts and renders without complaint', async () => {
    const document = await PDFDocument.create();
    document.registerFontkit(trueTypeFontkit);
    const font = await document.embedFont(pdfFonts.regular, { subset: true });
    document.addPage().drawText('Ǻngström Łódź Αθήνα Москва', { x: 40, y: 700, size: 14, font });
    const file = join(folder, 'subset.pdf');
    writeFileSync(file, await document.save());
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/DejaVuSans-\d+\s+CID TrueType\s+Identity-H\s+yes/);
    expect(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).toContain(
      'Ǻngström Łódź Αθήνα Москва',
    );
    // pdftoppm writes FreeType's complaints about a broken font on stderr.
    const rendered = execFileSync('pdftoppm', ['-r', '30', '-png', file, join(folder, 'subset')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(rendered).toBe('');
  });
});

describe('PDF fonts from the assets binding', () => {
  it('reads both faces once per isolate, and retries after a failure', async () => {
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
