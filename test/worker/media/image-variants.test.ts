import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../../../src/schema/site/media';
import { imageSize, sniffMediaFormat } from '../../../src/domain/site/media-signature';
import { ADMIN, adminApi, adminLogin, WINE_ADMIN } from '../support/accounts';
import { request, WINE_HOST, type EnvelopeBody } from '../support/http';
import { PHOTO_HEIGHT, PHOTO_JPEG, PHOTO_WIDTH } from './photo-fixture';

// GET /media/<name>?w=&f= serves uploaded rasters at a few widths, in the format the
// browser takes, through the real Images binding (Miniflare runs it with sharp), made once and
// then served from the Cache API or from R2; SVG as it is; any other width is a French 400.

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*';

async function upload(
  name: string,
  body: Uint8Array<ArrayBuffer> | string,
  host = 'localhost',
): Promise<MediaFile> {
  const token = await adminLogin(host === WINE_HOST ? WINE_ADMIN : ADMIN, host);
  const form = new FormData();
  form.append('file', new Blob([body]), name);
  const { status, body: answer } = await adminApi<MediaFile>('/admin/media', {
    host,
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  expect(status).toBe(200);
  return answer.data;
}

const variant = (url: string, query: string, accept = CHROME_ACCEPT, host = 'localhost') =>
  request(`${url}?${query}`, { host, headers: { accept } });

async function bytesOf(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await response.arrayBuffer());
}

async function variantKeys(siteId: number, name: string): Promise<string[]> {
  await waitForGlobalWaitUntil(); // variants are stored after the answer, in waitUntil
  const listed = await env.MEDIA.list({ prefix: `sites/${siteId}/variants/${name}/` });
  return listed.objects.map((object) => object.key);
}

describe('GET /media/<name>?w= (sized variants)', () => {
  it('makes a WebP variant at the asked width once, then serves it from the cache', async () => {
    const photo = await upload('seance.jpg', PHOTO_JPEG);
    expect(photo).toMatchObject({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });

    const first = await variant(photo.url, 'w=640', WEBP_ONLY);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('vary')).toBe('Accept');
    expect(first.headers.get('x-media-variant')).toBe('new');
    const bytes = await bytesOf(first);
    expect(sniffMediaFormat(bytes)).toBe('webp');
    expect(imageSize(bytes)).toEqual({ width: 640, height: 384 });
    expect(bytes.length).toBeLessThan(PHOTO_JPEG.length);
    expect(await variantKeys(1, photo.name)).toEqual([`sites/1/variants/${photo.name}/640.webp`]);

    const second = await variant(photo.url, 'w=640', WEBP_ONLY);
    expect(second.headers.get('x-media-variant')).toBe('cache');
    expect(await bytesOf(second)).toEqual(bytes);

    // Evicted from this location's cache: read from R2, not transformed again.
    await (caches as CacheStorage & { default: Cache }).default.delete(
      new Request(`https://media-variants.invalid/sites/1/${photo.name}?w=640&f=webp`),
    );
    const third = await variant(photo.url, 'w=640', WEBP_ONLY);
    expect(third.headers.get('x-media-variant')).toBe('stored');
    expect(await bytesOf(third)).toEqual(bytes);
  });

  it('picks AVIF, WebP or JPEG from Accept, or the format f names, and never enlarges', async () => {
    const photo = await upload('cabinet.jpg', PHOTO_JPEG);
    const avif = await bytesOf(await variant(photo.url, 'w=320'));
    expect(sniffMediaFormat(avif)).toBe('avif');
    expect(imageSize(avif)).toEqual({ width: 320, height: 192 });
    const plain = await variant(photo.url, 'w=960', 'image/*');
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(imageSize(await bytesOf(plain))).toEqual({ width: 960, height: 576 });

    // f=jpeg for an og:image: the same bytes whatever the Accept, so no Vary.
    const jpeg = await variant(photo.url, 'w=1280&f=jpeg');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('vary')).toBeNull();
    expect(imageSize(await bytesOf(jpeg))).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });

    const head = await request(`${photo.url}?w=640&f=png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(await head.text()).toBe('');
  });

  it.each([
    ['w=641', 'La largeur demandée n’est pas proposée'],
    ['w=640px', 'La largeur demandée n’est pas proposée'],
    ['w=0640', 'La largeur demandée n’est pas proposée'],
    ['w=', 'La largeur demandée n’est pas proposée'],
    ['w=640&f=gif', 'Le format demandé n’est pas proposé'],
    ['f=jpeg', 'Précisez la largeur de l’image'],
  ])('refuses %s with a French 400 and transforms nothing', async (query, message) => {
    const photo = await upload('refus.jpg', PHOTO_JPEG);
    const response = await request(`${photo.url}?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body: EnvelopeBody = await response.json();
    expect(body.success).toBe(false);
    expect(body.message.replaceAll("'", '’')).toContain(message);
    expect(await variantKeys(1, photo.name)).toEqual([]);
  });

  it('serves an SVG as it is, whatever the width asked', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>';
    const logo = await upload('logo.svg', svg);
    const response = await variant(logo.url, 'w=320&f=webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-media-variant')).toBeNull();
    expect(await response.text()).toBe(svg);
  });

  it('serves the original when the image cannot be resized (a damaged PNG browsers still show)', async () => {
    // A PNG signature and header (2 × 2, the upload's byte checks pass), then a cut-off body.
    const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
    const damaged = new Uint8Array([
      ...header,
      0,
      0,
      0,
      2,
      0,
      0,
      0,
      2,
      8,
      2,
      0,
      0,
      0,
      1,
      2,
      3,
      4,
      0,
      0,
      0,
      9,
    ]);
    const photo = await upload('abimee.png', damaged);
    const response = await variant(photo.url, 'w=320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-media-variant')).toBeNull();
    expect(await bytesOf(response)).toEqual(damaged);
  });

  it('refuses a size of a video', async () => {
    const video = new Uint8Array(64);
    video.set([0, 0, 0, 0x20, ...[...'ftypisom'].map((c) => c.charCodeAt(0))]);
    const clip = await upload('seance.mp4', video);
    expect((await request(`${clip.url}?w=640`)).status).toBe(400);
  });

  it('keeps each site to its own images, variants included', async () => {
    const photo = await upload('prive.jpg', PHOTO_JPEG);
    expect((await variant(photo.url, 'w=640')).status).toBe(200);
    // Same name asked on the wine site: its folder has no such file, cached variant or not.
    expect((await variant(photo.url, 'w=640', CHROME_ACCEPT, WINE_HOST)).status).toBe(404);
    expect((await request('/media/inconnu.jpg?w=640')).status).toBe(404);
  });

  it('deletes the variants with their image, cached copies included', async () => {
    const photo = await upload('supprimee.jpg', PHOTO_JPEG);
    await variant(photo.url, 'w=320', WEBP_ONLY);
    await variant(photo.url, 'w=640&f=jpeg');
    expect(await variantKeys(1, photo.name)).toHaveLength(2);
    const token = await adminLogin(ADMIN);
    const deleted = await adminApi(`/admin/media/${photo.name}`, {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(deleted.status).toBe(200);
    expect(await variantKeys(1, photo.name)).toEqual([]);
    // Not even this location's cached copies answer any more.
    expect((await variant(photo.url, 'w=320', WEBP_ONLY)).status).toBe(404);
    expect((await variant(photo.url, 'w=640&f=jpeg')).status).toBe(404);
  });

  it('makes the WebP and AVIF it serves acceptable uploads, checked by their bytes, with their size', async () => {
    const photo = await upload('source.jpg', PHOTO_JPEG);
    const webp = await bytesOf(await variant(photo.url, 'w=320', WEBP_ONLY));
    const avif = await bytesOf(await variant(photo.url, 'w=640'));
    expect(await upload('telephone.webp', webp)).toMatchObject({
      contentType: 'image/webp',
      width: 320,
      height: 192,
    });
    expect(await upload('appareil.avif', avif)).toMatchObject({
      contentType: 'image/avif',
      width: 640,
      height: 384,
    });
    const token = await adminLogin(ADMIN);
    const form = new FormData();
    form.append('file', new Blob([webp]), 'deguise.avif');
    const refused = await adminApi('/admin/media', {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('ne correspond pas à un fichier .avif');
  });
});
