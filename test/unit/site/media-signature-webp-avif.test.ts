import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaContentType } from '../../../src/domain/site/media.ts';
import { contentMatchesName, imageSize, sniffMediaFormat } from '../../../src/domain/site/media-signature.ts';

// Phones and cameras produce WebP and AVIF; uploads take them, still judged by their
// bytes, and their size is read for width/height. The files are real encodings (sharp, the
// library Miniflare's Images binding uses), in every WebP flavour: lossy, lossless, extended.

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 176, g: 141, b: 87, alpha: 0.5 } },
  });
const bytesOf = async (image: ReturnType<typeof sharp>) => new Uint8Array(await image.toBuffer());

describe('WebP and AVIF uploads', () => {
  it('have their content types', () => {
    expect(mediaContentType('photo.webp')).toBe('image/webp');
    expect(mediaContentType('PHOTO.AVIF')).toBe('image/avif');
  });

  it.each([
    ['lossy WebP', () => picture(1201, 803).webp({ quality: 70 })],
    ['lossless WebP', () => picture(1201, 803).webp({ lossless: true })],
    ['extended WebP (alpha)', () => picture(1201, 803, true).webp({ quality: 70 })],
  ])('recognises %s and reads its size', async (_name, make) => {
    const content = await bytesOf(make());
    expect(sniffMediaFormat(content)).toBe('webp');
    expect(contentMatchesName('photo.webp', content)).toBe(true);
    expect(contentMatchesName('photo.avi', content)).toBe(false);
    expect(imageSize(content)).toEqual({ width: 1201, height: 803 });
  });

  it('recognises AVIF (not as a video) and reads its size', async () => {
    const content = await bytesOf(picture(640, 427).avif({ quality: 50, effort: 0 }));
    expect(sniffMediaFormat(content)).toBe('avif');
    expect(contentMatchesName('photo.avif', content)).toBe(true);
    expect(contentMatchesName('clip.mp4', content)).toBe(false);
    expect(imageSize(content)).toEqual({ width: 640, height: 427 });
  });

  it('refuses a name that claims WebP or AVIF over other bytes', async () => {
    const png = await bytesOf(picture(10, 10).png());
    expect(contentMatchesName('photo.webp', png)).toBe(false);
    expect(contentMatchesName('photo.avif', png)).toBe(false);
    const video = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')]);
    expect(contentMatchesName('photo.avif', video)).toBe(false);
    const avi = new TextEncoder().encode('RIFF\0\0\0\0AVI LIST');
    expect(contentMatchesName('photo.webp', avi)).toBe(false);
  });
});
