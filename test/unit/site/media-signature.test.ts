import { describe, expect, it } from 'vitest';
import { mediaContentType, mediaExtension } from '../../../src/domain/site/media.ts';
import { contentMatchesName, imageSize, sniffMediaFormat } from '../../../src/domain/site/media-signature.ts';
import { nameSlug } from '../../../worker/media/media-upload.ts';
import { parseRange } from '../../../worker/pages/site/media.routes.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

const PNG_1x1 = bytes(
  0x89,
  'PNG\r\n',
  0x1a,
  '\n',
  0,
  0,
  0,
  13,
  'IHDR',
  0,
  0,
  0x01,
  0x2c,
  0,
  0,
  0,
  0xc8,
  8,
  6,
  0,
  0,
  0,
);
const JPEG = bytes(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  4,
  0,
  0,
  0xff,
  0xc2,
  0,
  11,
  8,
  0x01,
  0xe0,
  0x02,
  0x80,
  1,
  1,
  0x11,
  0,
);

describe('content types follow the spec’s extensions (mediaType)', () => {
  it.each([
    ['photo.JPG', 'image/jpeg'],
    ['logo.svg', 'image/svg+xml'],
    ['plan.png', 'image/png'],
    ['clip.mov', 'video/quicktime'],
    ['clip.mp4?t=3', 'video/mp4'],
    ['anim.gif', null],
    ['page.html', null],
  ])('%s → %s', (name, type) => {
    expect(mediaContentType(name)).toBe(type);
  });

  it('gives the extension only for names mediaType knows', () => {
    expect(mediaExtension('Séance.JPEG')).toBe('jpeg');
    expect(mediaExtension('archive.tar.gz')).toBeNull();
  });
});

describe('uploads are judged by content', () => {
  it.each([
    ['png', PNG_1x1],
    ['jpeg', JPEG],
    [
      'svg',
      new TextEncoder().encode('\uFEFF <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['iso-media', bytes(0, 0, 0, 0x18, 'ftypmp42')],
    ['avi', bytes('RIFF', 0, 0, 0, 0, 'AVI LIST')],
    ['flv', bytes('FLV', 1)],
  ])('recognises %s', (format, content) => {
    expect(sniffMediaFormat(content)).toBe(format);
  });

  it('refuses a name whose extension the content does not match', () => {
    expect(contentMatchesName('photo.png', PNG_1x1)).toBe(true);
    expect(contentMatchesName('photo.jpg', PNG_1x1)).toBe(false);
    expect(contentMatchesName('photo.png', bytes('<html><script>alert(1)</script>'))).toBe(false);
    expect(contentMatchesName('page.svg', bytes('<html><svg></svg></html>'))).toBe(false);
    expect(contentMatchesName('clip.mp4', bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBe(false);
    expect(contentMatchesName('notes.txt', bytes('hello'))).toBe(false);
  });

  it('reads the intrinsic size of PNG, JPEG and SVG images', () => {
    expect(imageSize(PNG_1x1)).toEqual({ width: 300, height: 200 });
    expect(imageSize(JPEG)).toEqual({ width: 640, height: 480 });
    expect(imageSize(bytes('<svg width="120px" height="80" viewBox="0 0 12 8"></svg>'))).toEqual({
      width: 120,
      height: 80,
    });
    expect(imageSize(bytes('<svg viewBox="0 0 24 16"></svg>'))).toEqual({ width: 24, height: 16 });
    expect(imageSize(bytes('<svg></svg>'))).toBeNull();
  });
});

describe('stored names and byte ranges', () => {
  it('keeps a readable slug of the original name', () => {
    expect(nameSlug('Séance « détente » n°2.PNG')).toBe('seance-detente-n-2');
    expect(nameSlug('.png')).toBe('fichier');
    expect(nameSlug('../../etc/passwd.png')).toBe('etc-passwd');
  });

  it('reads one range of a Range header', () => {
    expect(parseRange('bytes=0-99')).toEqual({ offset: 0, length: 100 });
    expect(parseRange('bytes=100-')).toEqual({ offset: 100 });
    expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
    expect(parseRange('bytes=5-1')).toBeNull();
    expect(parseRange('bytes=0-1,5-9')).toBeNull();
    expect(parseRange(undefined)).toBeNull();
  });
});
