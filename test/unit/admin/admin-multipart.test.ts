import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, multipartBody } from '../../../client/admin/api-fetch';

// The multipart helper: object fields JSON-stringified, images under
// `images` (several) or `image` (one), data-URL images converted to blobs.

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('dataUrlToBlob', () => {
  it('decodes a base64 data URL into a blob of its type', async () => {
    const blob = dataUrlToBlob(PNG_DATA_URL)!;
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('decodes a percent-encoded data URL, and refuses anything else', async () => {
    const svg = dataUrlToBlob('data:image/svg+xml,%3Csvg%2F%3E')!;
    expect(svg.type).toBe('image/svg+xml');
    expect(await svg.text()).toBe('<svg/>');
    expect(dataUrlToBlob('/media/logo.png')).toBeNull();
  });
});

describe('multipartBody', () => {
  it('JSON-stringifies object fields and sends the others as text', () => {
    const body = multipartBody({
      layout: { blocks: [1, 2] },
      title: 'Accueil',
      order: 3,
      hidden: false,
      none: null,
    });
    expect(body.get('layout')).toBe('{"blocks":[1,2]}');
    expect(body.get('title')).toBe('Accueil');
    expect(body.get('order')).toBe('3');
    expect(body.get('hidden')).toBe('false');
    expect(body.has('none')).toBe(false);
  });

  it('sends one image under `image`, a data URL turned into a file', async () => {
    const body = multipartBody({ image: PNG_DATA_URL });
    const image = body.get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as File).type).toBe('image/png');
    expect((image as File).name).toBe('image.png');
    expect((await (image as Blob).arrayBuffer()).byteLength).toBeGreaterThan(8);
  });

  it('sends several images under `images`, one part each, files and data URLs alike', () => {
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    const body = multipartBody({ images: [file, PNG_DATA_URL, '/media/deja-la.webp'] });
    const parts = body.getAll('images');
    expect(parts).toHaveLength(3);
    expect((parts[0] as File).name).toBe('photo.jpg');
    expect((parts[1] as File).type).toBe('image/png');
    expect(parts[2]).toBe('/media/deja-la.webp');
  });

  it('sends any other file under its own key (the media upload’s `file`)', () => {
    const file = new File(['x'], 'plage.jpg', { type: 'image/jpeg' });
    expect((multipartBody({ file }).get('file') as File).name).toBe('plage.jpg');
  });
});
