import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import type { PdfFontFiles } from './fonts';
import { drawableText, wrapText } from './text';
import { trueTypeFontkit } from './truetype-font';

// A small flowing-layout writer over pdf-lib for the documents the Worker generates
// (technical files, invoices, packing slips): a cursor moves down the page, blocks that do not
// fit start a new page, and a footer is drawn on every page at the end. The text is set in
// DejaVu Sans, embedded as a subset of the glyphs drawn: the 14 standard PDF fonts only know
// Windows-1252, which drops the Ł, ś, ę of a Polish address and every Greek or Cyrillic letter.

const A4: [number, number] = [595.28, 841.89];

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size?: number;
  font?: keyof PdfFonts;
  color?: RGB;
  align?: 'left' | 'center' | 'right';
  /** Extra space after the block, in points. */
  after?: number;
  /** Line height as a multiple of the size. */
  leading?: number;
}

export interface PdfMetadata {
  title: string;
  author: string;
  subject?: string;
  keywords?: string[];
  /** BCP 47, e.g. fr-FR. */
  language: string;
  createdAt: Date;
}

const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.38, 0.38, 0.38);

export interface PdfColumn {
  text: string;
  width: number;
  align?: 'left' | 'right';
  font?: keyof PdfFonts;
}

export class PdfWriter {
  readonly document: PDFDocument;
  readonly fonts: PdfFonts;
  readonly margin: number;
  private page: PDFPage;
  private cursor: number;

  private constructor(document: PDFDocument, fonts: PdfFonts, margin: number) {
    this.document = document;
    this.fonts = fonts;
    this.margin = margin;
    this.page = document.addPage(A4);
    this.cursor = A4[1] - margin;
  }

  static async create(metadata: PdfMetadata, fontFiles: PdfFontFiles, margin = 48): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.registerFontkit(trueTypeFontkit);
    document.setTitle(drawableTitle(metadata.title), { showInWindowTitleBar: true });
    document.setAuthor(metadata.author);
    if (metadata.subject) document.setSubject(metadata.subject);
    if (metadata.keywords) document.setKeywords(metadata.keywords);
    document.setLanguage(metadata.language);
    document.setCreator(metadata.author);
    document.setProducer('pdf-lib');
    document.setCreationDate(metadata.createdAt);
    document.setModificationDate(metadata.createdAt);
    // subset: only the glyphs drawn are written (on save), a few KB instead of 110 KB a face.
    const [regular, bold] = await Promise.all([
      document.embedFont(fontFiles.regular, { subset: true }),
      document.embedFont(fontFiles.bold, { subset: true }),
    ]);
    return new PdfWriter(document, { regular, bold }, margin);
  }

  get width(): number {
    return A4[0] - 2 * this.margin;
  }

  /** Where the next block starts on the current page, in points from its bottom edge. */
  get y(): number {
    return this.cursor;
  }

  get pageCount(): number {
    return this.document.getPageCount();
  }

  /** Room left on the page above the bottom margin (and the footer's band). */
  get room(): number {
    return this.cursor - this.margin - FOOTER_BAND;
  }

  newPage(): void {
    this.page = this.document.addPage(A4);
    this.cursor = A4[1] - this.margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (height > this.room) this.newPage();
  }

  space(points: number): void {
    this.cursor -= points;
  }

  /** A paragraph, wrapped to the width; it may flow onto the next page line by line. */
  text(content: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = this.fonts[style.font ?? 'regular'];
    const lineHeight = size * (style.leading ?? 1.35);
    for (const line of wrapText(font, size, content, this.width)) {
      this.ensure(lineHeight);
      this.cursor -= lineHeight;
      const lineWidth = font.widthOfTextAtSize(line, size);
      const x =
        style.align === 'center'
          ? this.margin + (this.width - lineWidth) / 2
          : style.align === 'right'
            ? this.margin + this.width - lineWidth
            : this.margin;
      // Baseline a little above the bottom of the line box.
      this.page.drawText(line, { x, y: this.cursor + size * 0.3, size, font, color: style.color ?? INK });
    }
    this.cursor -= style.after ?? 0;
  }

  /** A heading kept with at least two lines of what follows. */
  heading(content: string, size = 13): void {
    this.ensure(size * 1.35 + 30);
    this.space(6);
    this.text(content, { size, font: 'bold', after: 4 });
  }

  /** Label: value pairs, the labels in a column; empty values are left out. */
  facts(rows: readonly (readonly [string, string | null | undefined])[], labelWidth = 150, size = 10): void {
    const lineHeight = size * 1.4;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value.trim() === '') continue;
      const lines = wrapText(this.fonts.regular, size, value, this.width - labelWidth);
      // A label too long for its column (a French label with its English beside) wraps too.
      const labels = wrapText(this.fonts.bold, size, label, labelWidth - 8);
      this.ensure(lineHeight * Math.min(Math.max(lines.length, labels.length), 3));
      const top = this.cursor;
      const page = this.page;
      labels.forEach((line, index) => {
        this.page.drawText(drawableText(this.fonts.bold, line), {
          x: this.margin,
          y: top - (index + 1) * lineHeight + size * 0.3,
          size,
          font: this.fonts.bold,
          color: MUTED,
        });
      });
      for (const line of lines) {
        this.ensure(lineHeight);
        this.cursor -= lineHeight;
        this.page.drawText(line, {
          x: this.margin + labelWidth,
          y: this.cursor + size * 0.3,
          size,
          font: this.fonts.regular,
          color: INK,
        });
      }
      if (this.page === page) this.cursor = Math.min(this.cursor, top - labels.length * lineHeight);
    }
  }

  /**
   * One table row; a cell too wide for its column wraps onto more lines (an invoice's
   * designation is printed whole, never cut), and the row is kept on one page.
   */
  row(columns: readonly PdfColumn[], size = 10): void {
    const lineHeight = size * 1.5;
    const cells = columns.map((column) => {
      const font = this.fonts[column.font ?? 'regular'];
      return { column, font, lines: wrapText(font, size, column.text, column.width - 4) };
    });
    const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * lineHeight;
    this.ensure(height);
    let x = this.margin;
    for (const { column, font, lines } of cells) {
      lines.forEach((line, index) => {
        const lineWidth = font.widthOfTextAtSize(line, size);
        const cellX = column.align === 'right' ? x + column.width - lineWidth : x;
        const y = this.cursor - (index + 1) * lineHeight + size * 0.35;
        this.page.drawText(line, { x: cellX, y, size, font, color: INK });
      });
      x += column.width;
    }
    this.cursor -= height;
  }

  rule(color: RGB = rgb(0.8, 0.8, 0.8)): void {
    this.ensure(8);
    this.cursor -= 4;
    this.page.drawLine({
      start: { x: this.margin, y: this.cursor },
      end: { x: this.margin + this.width, y: this.cursor },
      thickness: 0.75,
      color,
    });
    this.cursor -= 4;
  }

  /** An image scaled to fit the box, placed at the cursor (left, or centred). */
  image(image: PDFImage, maxWidth: number, maxHeight: number, align: 'left' | 'center' = 'left'): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height);
    this.cursor -= height;
    const x = align === 'center' ? this.margin + (this.width - width) / 2 : this.margin;
    this.page.drawImage(image, { x, y: this.cursor, width, height });
  }

  /** Draws `footer(pageNumber, pageCount)` at the bottom of every page, then saves. */
  async save(footer?: (pageNumber: number, pageCount: number) => string): Promise<Uint8Array<ArrayBuffer>> {
    const pages = this.document.getPages();
    if (footer) {
      const size = 7.5;
      pages.forEach((page, index) => {
        const lines = wrapText(this.fonts.regular, size, footer(index + 1, pages.length), this.width);
        lines.forEach((line, lineIndex) => {
          const lineWidth = this.fonts.regular.widthOfTextAtSize(line, size);
          page.drawText(line, {
            x: this.margin + (this.width - lineWidth) / 2,
            y: this.margin - 10 + (lines.length - 1 - lineIndex) * size * 1.3,
            size,
            font: this.fonts.regular,
            color: MUTED,
          });
        });
      });
    }
    // A copy over a plain ArrayBuffer: what Response bodies and R2 puts are typed to take.
    return new Uint8Array(await this.document.save());
  }
}

const FOOTER_BAND = 24;

function drawableTitle(title: string): string {
  // Metadata is UTF-16 in the PDF, so any character is fine; only control characters go.
  // eslint-disable-next-line no-control-regex
  return title.replace(/[\u0000-\u001f]/g, ' ');
}
