import { mediaExtension } from './media';

// Uploads are judged by their content, not their name: the first bytes must be the signature
// of the format the extension claims (a .png that is really HTML or a script is refused).
// Image sizes are read from the headers too, so pages can give width and height.

export type MediaFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'svg' | 'iso-media' | 'avi' | 'asf' | 'flv';

/** The format each extension must have (the media types' extensions only). */
const FORMAT_OF_EXTENSION: Record<string, MediaFormat> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
  mp4: 'iso-media',
  m4v: 'iso-media',
  mov: 'iso-media',
  avi: 'avi',
  wmv: 'asf',
  flv: 'flv',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const ASF_GUID = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];
// QuickTime files may start with one of these atoms instead of ftyp.
const ISO_BOXES = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'];

/** The format the bytes are in, from their signature; null when none of ours. */
export function sniffMediaFormat(bytes: Uint8Array): MediaFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8)) return 'avi';
  // AVIF is an ISO media file too: its ftyp box names avif (a still) or avis (a sequence) as
  // its major brand, so it is told apart before the generic ISO boxes below.
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  ) {
    return 'avif';
  }
  if (startsWith(bytes, ASF_GUID)) return 'asf';
  if (startsWith(bytes, ascii('FLV'))) return 'flv';
  if (ISO_BOXES.some((box) => startsWith(bytes, ascii(box), 4))) return 'iso-media';
  // SVG is text: an XML declaration, a comment, a DOCTYPE or the root element first.
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).replace(/^\uFEFF?\s*/, '');
  if (/^<(?:\?xml|!--|!DOCTYPE svg|svg[\s>])/i.test(head) && /<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/** True when the file's content has the format its extension names. */
export function contentMatchesName(name: string, bytes: Uint8Array): boolean {
  const extension = mediaExtension(name);
  const expected = extension === null ? undefined : FORMAT_OF_EXTENSION[extension];
  return expected !== undefined && sniffMediaFormat(bytes) === expected;
}

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

const dataView = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with
// the canvas size), each keeping the size in its own layout.
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const data = dataView(bytes);
  if (startsWith(bytes, ascii('VP8X'), 12)) {
    const uint24 = (at: number) => data.getUint16(at, true) | (data.getUint8(at + 2) << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  if (startsWith(bytes, ascii('VP8L'), 12) && bytes[20] === 0x2f) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ascii('VP8 '), 12) && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  return null;
}

// AVIF: the image spatial extents ('ispe') property of the items in the meta box. A grid or
// an alpha plane adds more of them; the largest is the picture as shown.
function avifSize(bytes: Uint8Array): ImageSize | null {
  const data = dataView(bytes);
  const end = Math.min(bytes.length, 64 * 1024) - 16;
  let best: ImageSize | null = null;
  for (let at = 4; at <= end; at += 1) {
    if (bytes[at] !== 0x69 || !startsWith(bytes, ascii('ispe'), at)) continue;
    const size = { width: data.getUint32(at + 8), height: data.getUint32(at + 12) };
    if (best === null || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}

function svgSize(text: string): ImageSize | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(root)?.[1];
    return value === undefined ? null : Number(value);
  };
  const width = number('width');
  const height = number('height');
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(root);
  if (!box) return null;
  return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
}

const SIZE_READERS: Partial<Record<MediaFormat, (bytes: Uint8Array) => ImageSize | null>> = {
  png: pngSize,
  jpeg: jpegSize,
  webp: webpSize,
  avif: avifSize,
  svg: (bytes) => svgSize(new TextDecoder().decode(bytes)),
};

/** The intrinsic size of a PNG, JPEG, WebP, AVIF or SVG image; null when it cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const format = sniffMediaFormat(bytes);
  const size = format === null ? null : (SIZE_READERS[format]?.(bytes) ?? null);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
