import type { PDFDocument } from 'pdf-lib';
import { TrueTypeSubset } from './truetype-subset';

// The part of a font library pdf-lib's custom-font embedding uses (PDFDocument.registerFontkit),
// for the TrueType faces the PDFs embed (worker/pdf/fonts.ts): metrics, the Unicode cmap, one
// glyph per code point, and a subset of the glyphs drawn (truetype-subset.ts). No shaping,
// kerning or ligatures: pdf-lib draws glyph by glyph with the advance widths alone, which is
// all Latin, Greek and Cyrillic text needs. @pdf-lib/fontkit does all of it and more (CFF,
// WOFF2, complex scripts) but weighed about 330 KB gzipped in the Worker's bundle; this is a
// few KB.

export interface TrueTypeGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

export interface TableRecord {
  offset: number;
  length: number;
}

export function readTables(view: DataView): Map<string, TableRecord> {
  const sfntVersion = view.getUint32(0);
  if (sfntVersion !== 0x00010000 && sfntVersion !== 0x74727565) {
    throw new Error('not a TrueType font (glyf outlines)');
  }
  const tables = new Map<string, TableRecord>();
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    );
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  return tables;
}

/** Unicode code point → glyph id, from the cmap's format 12 (full Unicode) or 4 (BMP) subtable. */
function readCmap(view: DataView, cmap: TableRecord): Map<number, number> {
  const map = new Map<number, number>();
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let index = 0; index < view.getUint16(cmap.offset + 2); index += 1) {
    const record = cmap.offset + 4 + index * 8;
    subtables.push({
      platform: view.getUint16(record),
      encoding: view.getUint16(record + 2),
      offset: cmap.offset + view.getUint32(record + 4),
    });
  }
  const unicode = subtables.filter(
    (table) => table.platform === 0 || (table.platform === 3 && table.encoding !== 0),
  );
  const full = unicode.find((table) => view.getUint16(table.offset) === 12);
  const bmp = unicode.find((table) => view.getUint16(table.offset) === 4);
  if (full) {
    const groups = view.getUint32(full.offset + 12);
    for (let group = 0; group < groups; group += 1) {
      const at = full.offset + 16 + group * 12;
      const start = view.getUint32(at);
      const end = view.getUint32(at + 4);
      const glyph = view.getUint32(at + 8);
      for (let codePoint = start; codePoint <= end; codePoint += 1)
        map.set(codePoint, glyph + codePoint - start);
    }
  } else if (bmp) {
    const segments = view.getUint16(bmp.offset + 6) / 2;
    const ends = bmp.offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const start = view.getUint16(starts + segment * 2);
      const end = view.getUint16(ends + segment * 2);
      const delta = view.getInt16(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (codePoint + delta) & 0xffff;
        else {
          const raw = view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(codePoint, glyph);
      }
    }
  } else {
    throw new Error('TrueType font without a Unicode cmap');
  }
  return map;
}

/** The PostScript name (name ID 6), from a Windows (UTF-16) or Macintosh (Roman) record. */
function readPostscriptName(view: DataView, name: TableRecord | undefined): string | null {
  if (!name) return null;
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let index = 0; index < count; index += 1) {
    const record = name.offset + 6 + index * 12;
    if (view.getUint16(record + 6) !== 6) continue;
    const platform = view.getUint16(record);
    const length = view.getUint16(record + 8);
    const start = strings + view.getUint16(record + 10);
    let text = '';
    if (platform === 3 || platform === 0) {
      for (let at = start; at < start + length; at += 2) text += String.fromCharCode(view.getUint16(at));
    } else {
      for (let at = start; at < start + length; at += 1) text += String.fromCharCode(view.getUint8(at));
    }
    if (text !== '') return text;
  }
  return null;
}

export class TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly tables: Map<string, TableRecord>;
  readonly unitsPerEm: number;
  readonly bbox: { minX: number; minY: number; maxX: number; maxY: number; width: number; height: number };
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly xHeight: number;
  readonly italicAngle: number;
  readonly postscriptName: string | null;
  readonly numGlyphs: number;
  readonly characterSet: number[];
  // pdf-lib reads these three for the font descriptor's flags; a TrueType face has no CFF.
  readonly head: { macStyle: { italic: boolean } };
  readonly post: { isFixedPitch: boolean };
  readonly 'OS/2': { sFamilyClass: number };
  readonly cff = undefined;
  private readonly cmap: Map<number, number>;
  private readonly glyphs = new Map<number, TrueTypeGlyph>();
  private codePointsByGlyph: Map<number, number[]> | null = null;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.tables = readTables(this.view);
    const table = (tag: string): TableRecord => {
      const record = this.tables.get(tag);
      if (!record) throw new Error(`TrueType font without a ${tag} table`);
      return record;
    };
    const view = this.view;
    const head = table('head').offset;
    const hhea = table('hhea').offset;
    const post = table('post').offset;
    const os2 = this.tables.get('OS/2');
    table('glyf');
    table('loca');
    this.unitsPerEm = view.getUint16(head + 18);
    const [minX, minY, maxX, maxY] = [36, 38, 40, 42].map((at) => view.getInt16(head + at)) as [
      number,
      number,
      number,
      number,
    ];
    this.bbox = { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
    this.head = { macStyle: { italic: (view.getUint16(head + 44) & 2) !== 0 } };
    this.ascent = view.getInt16(hhea + 4);
    this.descent = view.getInt16(hhea + 6);
    this.italicAngle = view.getInt32(post + 4) / 65_536;
    this.post = { isFixedPitch: view.getUint32(post + 12) !== 0 };
    const os2Version = os2 ? view.getUint16(os2.offset) : 0;
    this['OS/2'] = { sFamilyClass: os2 ? view.getInt16(os2.offset + 30) : 0 };
    this.xHeight = os2 && os2Version >= 2 ? view.getInt16(os2.offset + 86) : 0;
    this.capHeight = os2 && os2Version >= 2 ? view.getInt16(os2.offset + 88) : this.ascent;
    this.numGlyphs = view.getUint16(table('maxp').offset + 4);
    this.postscriptName = readPostscriptName(view, this.tables.get('name'));
    this.cmap = readCmap(view, table('cmap'));
    this.characterSet = [...this.cmap.keys()].sort((a, b) => a - b);
  }

  /** Where glyph `id`'s record lies in the glyf table (relative to it) and its length. */
  glyphRecord(id: number): { offset: number; length: number } {
    const loca = this.tables.get('loca')?.offset ?? 0;
    const long = this.view.getInt16((this.tables.get('head')?.offset ?? 0) + 50) === 1;
    const at = (index: number) =>
      long ? this.view.getUint32(loca + index * 4) : this.view.getUint16(loca + index * 2) * 2;
    return { offset: at(id), length: at(id + 1) - at(id) };
  }

  /** Advance width and left side bearing of glyph `id`, from hmtx. */
  metrics(id: number): { advance: number; leftSideBearing: number } {
    const hmtx = this.tables.get('hmtx')?.offset ?? 0;
    const longMetrics = this.view.getUint16((this.tables.get('hhea')?.offset ?? 0) + 34);
    if (id < longMetrics) {
      return {
        advance: this.view.getUint16(hmtx + id * 4),
        leftSideBearing: this.view.getInt16(hmtx + id * 4 + 2),
      };
    }
    return {
      advance: this.view.getUint16(hmtx + (longMetrics - 1) * 4),
      leftSideBearing: this.view.getInt16(hmtx + longMetrics * 4 + (id - longMetrics) * 2),
    };
  }

  getGlyph(id: number): TrueTypeGlyph {
    let glyph = this.glyphs.get(id);
    if (!glyph) {
      this.codePointsByGlyph ??= this.invertCmap();
      glyph = {
        id,
        codePoints: this.codePointsByGlyph.get(id) ?? [],
        advanceWidth: this.metrics(id).advance,
      };
      this.glyphs.set(id, glyph);
    }
    return glyph;
  }

  glyphForCodePoint(codePoint: number): TrueTypeGlyph {
    return this.getGlyph(this.cmap.get(codePoint) ?? 0);
  }

  hasGlyphForCodePoint(codePoint: number): boolean {
    return this.cmap.has(codePoint);
  }

  /** One glyph per code point, in order: no shaping (see the header). */
  layout(text: string): { glyphs: TrueTypeGlyph[] } {
    return { glyphs: [...text].map((character) => this.glyphForCodePoint(character.codePointAt(0) ?? 0)) };
  }

  createSubset(): TrueTypeSubset {
    return new TrueTypeSubset(this);
  }

  private invertCmap(): Map<number, number[]> {
    const inverse = new Map<number, number[]>();
    for (const [codePoint, glyph] of this.cmap) {
      const codePoints = inverse.get(glyph) ?? [];
      codePoints.push(codePoint);
      inverse.set(glyph, codePoints);
    }
    return inverse;
  }
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** What PDFDocument.registerFontkit takes; pdf-lib calls only what TrueTypeFont implements. */
export const trueTypeFontkit = {
  create: (bytes: Uint8Array) => new TrueTypeFont(bytes),
} as unknown as Fontkit;
