import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDF_FONT_PATHS, type PdfFontFiles } from '../../../worker/pdf/fonts.ts';

// The PDF faces as the Worker reads them from its assets (public/), for the Node tests that
// render documents and open them with poppler.

const publicFile = (path: string): Uint8Array =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../public${path}`, import.meta.url))));

export const pdfFonts: PdfFontFiles = {
  regular: publicFile(PDF_FONT_PATHS.regular),
  bold: publicFile(PDF_FONT_PATHS.bold),
};
