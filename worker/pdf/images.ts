import type { PDFDocument, PDFImage } from 'pdf-lib';

// Raster images for PDFs: pdf-lib embeds PNG and JPEG only, recognised here by their magic
// bytes (a file name or content-type can lie). SVG is not drawable by pdf-lib.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export function rasterKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** The image embedded in the document, or null when it is not a PNG/JPEG pdf-lib can read. */
export async function embedRaster(document: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  const kind = rasterKind(bytes);
  try {
    if (kind === 'png') return await document.embedPng(bytes);
    if (kind === 'jpeg') return await document.embedJpg(bytes);
  } catch {
    // A corrupt file: the caller falls back to text.
  }
  return null;
}
