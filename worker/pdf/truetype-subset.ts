import type { TrueTypeFont, TrueTypeGlyph } from './truetype-font';

// A TrueType font holding only the glyphs a PDF draws, renumbered in the order pdf-lib asks
// for them (glyph 0, .notdef, first): the tables a PDF's embedded CIDFontType2 needs (head,
// hhea, maxp, hmtx, loca, glyf, and the hinting tables when the face has them). Composite
// glyphs bring their components along, their references renumbered; every glyph record is
// padded to 4 bytes under a long loca, so no offset is ever halved or shifted.

const COMPOSITE = {
  ARG_1_AND_2_ARE_WORDS: 0x0001,
  WE_HAVE_A_SCALE: 0x0008,
  MORE_COMPONENTS: 0x0020,
  WE_HAVE_AN_X_AND_Y_SCALE: 0x0040,
  WE_HAVE_A_TWO_BY_TWO: 0x0080,
};

const padded = (length: number): number => (length + 3) & ~3;

function checksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let at = 0; at < bytes.byteLength; at += 4) {
    // Tables are zero-padded to 4 bytes before summing.
    const word =
      at + 4 <= bytes.byteLength
        ? view.getUint32(at)
        : [0, 1, 2, 3].reduce((value, shift) => (value << 8) | (bytes[at + shift] ?? 0), 0) >>> 0;
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/** A font file from its tables (sorted by tag, 4-byte aligned, checksums and head's adjustment). */
function sfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  const length = headerLength + tags.reduce((sum, tag) => sum + padded(tables.get(tag)?.byteLength ?? 0), 0);
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerLength;
  let headOffset = -1;
  tags.forEach((tag, index) => {
    const table = tables.get(tag) ?? new Uint8Array();
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) view.setUint8(record + char, tag.charCodeAt(char));
    view.setUint32(record + 4, checksum(table));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.byteLength);
    bytes.set(table, offset);
    if (tag === 'head') headOffset = offset;
    offset += padded(table.byteLength);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(bytes)) >>> 0);
  return bytes;
}

export class TrueTypeSubset {
  private readonly font: TrueTypeFont;
  /** New glyph id → original glyph id. */
  private readonly originals: number[] = [0];
  private readonly newIds = new Map<number, number>([[0, 0]]);

  constructor(font: TrueTypeFont) {
    this.font = font;
  }

  /** The glyph's id in the subset, added on first use. */
  includeGlyph(glyph: number | TrueTypeGlyph): number {
    const original = typeof glyph === 'number' ? glyph : glyph.id;
    let id = this.newIds.get(original);
    if (id === undefined) {
      id = this.originals.length;
      this.originals.push(original);
      this.newIds.set(original, id);
    }
    return id;
  }

  /** Glyph `original`'s record, components renumbered (and included) for a composite glyph. */
  private glyphData(original: number): Uint8Array {
    const glyf = this.font.tables.get('glyf')?.offset ?? 0;
    const { offset, length } = this.font.glyphRecord(original);
    const data = this.font.bytes.slice(glyf + offset, glyf + offset + length);
    if (length < 10) return data; // empty (a space) or no outline
    const view = new DataView(data.buffer);
    if (view.getInt16(0) >= 0) return data; // simple glyph
    let at = 10;
    for (;;) {
      const flags = view.getUint16(at);
      view.setUint16(at + 2, this.includeGlyph(view.getUint16(at + 2)));
      at += 4 + (flags & COMPOSITE.ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & COMPOSITE.WE_HAVE_A_SCALE) at += 2;
      else if (flags & COMPOSITE.WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
      else if (flags & COMPOSITE.WE_HAVE_A_TWO_BY_TWO) at += 8;
      if (!(flags & COMPOSITE.MORE_COMPONENTS)) return data;
    }
  }

  encode(): Uint8Array {
    const records: Uint8Array[] = [];
    // Components included while copying composites are appended to `originals` and copied too.
    for (let id = 0; id < this.originals.length; id += 1)
      records.push(this.glyphData(this.originals[id] ?? 0));
    const count = this.originals.length;
    const glyf = new Uint8Array(records.reduce((sum, record) => sum + padded(record.byteLength), 0));
    const loca = new DataView(new ArrayBuffer((count + 1) * 4));
    let offset = 0;
    records.forEach((record, index) => {
      loca.setUint32(index * 4, offset);
      glyf.set(record, offset);
      offset += padded(record.byteLength);
    });
    loca.setUint32(count * 4, offset);
    const hmtx = new DataView(new ArrayBuffer(count * 4));
    this.originals.forEach((original, index) => {
      const { advance, leftSideBearing } = this.font.metrics(original);
      hmtx.setUint16(index * 4, advance);
      hmtx.setInt16(index * 4 + 2, leftSideBearing);
    });
    const copy = (tag: string): Uint8Array | null => {
      const record = this.font.tables.get(tag);
      return record ? this.font.bytes.slice(record.offset, record.offset + record.length) : null;
    };
    const head = copy('head') ?? new Uint8Array(54);
    new DataView(head.buffer).setUint32(8, 0); // checkSumAdjustment, set by sfnt()
    new DataView(head.buffer).setInt16(50, 1); // long loca
    const hhea = copy('hhea') ?? new Uint8Array(36);
    new DataView(hhea.buffer).setUint16(34, count);
    const maxp = copy('maxp') ?? new Uint8Array(6);
    new DataView(maxp.buffer).setUint16(4, count);
    const tables = new Map<string, Uint8Array>([
      ['head', head],
      ['hhea', hhea],
      ['maxp', maxp],
      ['hmtx', new Uint8Array(hmtx.buffer)],
      ['loca', new Uint8Array(loca.buffer)],
      ['glyf', glyf],
    ]);
    for (const tag of ['cvt ', 'fpgm', 'prep']) {
      const table = copy(tag);
      if (table) tables.set(tag, table);
    }
    return sfnt(tables);
  }

  /** pdf-lib reads the subset as a stream: one chunk, sent once its listeners are attached. */
  encodeStream(): { on: (event: string, listener: (data?: unknown) => unknown) => unknown } {
    const listeners = new Map<string, (data?: unknown) => unknown>();
    const stream = {
      on: (event: string, listener: (data?: unknown) => unknown) => {
        listeners.set(event, listener);
        return stream;
      },
    };
    queueMicrotask(() => {
      try {
        const bytes = this.encode();
        listeners.get('data')?.(bytes);
        listeners.get('end')?.();
      } catch (error) {
        listeners.get('error')?.(error);
      }
    });
    return stream;
  }
}
