import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaFile } from '../../../src/schema/site/media';
import { LOAD_SVG_RATE_LIMIT } from '../../../worker/provider/site/media.service';
import { api, postJson, request, uniqueIp, WINE_HOST } from '../support/http';
import { adminLogin, adminApi } from '../support/accounts';

// Media: load-svg and the thumbnail proxy fetch only public addresses (stubbed
// network), uploads are checked by content and served from R2 to their own site only.

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4" onclick="x()"/><script>alert(1)</script></svg>';
// A 1×1 PNG and a JPEG header saying 640×480.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);
const JPEG_HEAD = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x01,
  0x01, 0x11, 0x00,
]);

type Network = (url: string, init?: RequestInit) => Response | Promise<Response>;
let network: ReturnType<typeof vi.fn<Network>>;

function stubNetwork(answer: Network): void {
  network = vi.fn<Network>(answer);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(network(input instanceof Request ? input.url : String(input), init)),
  );
}

beforeEach(() => {
  stubNetwork(() => new Response('unexpected', { status: 500 }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function login(credentials: { email: string; password: string }, host = 'localhost'): Promise<string> {
  const { status, body } = await postJson('/login', credentials, host);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

const loadSvg = (url: unknown) => postJson('/image/load-svg', { url });

describe('POST /image/load-svg', () => {
  it('answers the SVG sanitised: no script, no event handler', async () => {
    stubNetwork(() => new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } }));
    const { status, body } = await loadSvg('https://cdn.example.fr/icone.svg');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>',
      message: 'OK',
    });
    expect(network).toHaveBeenCalledOnce();
  });

  it.each([
    ['loopback', 'http://127.0.0.1/a.svg'],
    ['loopback in decimal', 'http://2130706433/a.svg'],
    ['loopback in hex', 'http://0x7f.0.0.1/a.svg'],
    ['localhost', 'http://localhost/a.svg'],
    ['private 10/8', 'http://10.0.0.8/a.svg'],
    ['private 192.168/16', 'http://192.168.0.10/a.svg'],
    ['CGNAT', 'http://100.100.1.1/a.svg'],
    ['metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/a.svg'],
    ['IPv4-mapped IPv6', 'http://[::ffff:10.0.0.1]/a.svg'],
    ['unique-local IPv6', 'http://[fd12:3456::1]/a.svg'],
    ['an internal name', 'http://metadata.google.internal/a.svg'],
    ['file scheme', 'file:///etc/passwd'],
    ['ftp scheme', 'ftp://cdn.example.fr/a.svg'],
    ['a non-standard port', 'http://cdn.example.fr:6379/'],
  ])('refuses %s with a French 400 and never fetches it', async (_label, url) => {
    const { status, body } = await loadSvg(url);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Cette adresse ne peut pas être chargée/);
    expect(network).not.toHaveBeenCalled();
  });

  it('refuses a redirect to a private address without requesting it', async () => {
    stubNetwork(
      () => new Response(null, { status: 302, headers: { location: 'http://[::ffff:7f00:1]:80/' } }),
    );
    const { status, body } = await loadSvg('https://cdn.example.fr/icone.svg');
    expect(status).toBe(400);
    expect(body.message).toContain('adresse IP non publique');
    expect(network.mock.calls.map(([url]) => url)).toEqual(['https://cdn.example.fr/icone.svg']);
  });

  it('refuses an oversized body, a wrong content type and something that is not SVG with a 422', async () => {
    stubNetwork(
      () =>
        new Response(new Uint8Array(600 * 1024).fill(0x20), { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const big = await loadSvg('https://cdn.example.fr/gros.svg');
    expect(big.status).toBe(422);
    expect(big.body.message).toContain('512 Ko');
    stubNetwork(() => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    expect((await loadSvg('https://cdn.example.fr/page')).status).toBe(422);
    stubNetwork(() => new Response('<html></html>', { headers: { 'content-type': 'image/svg+xml' } }));
    const fake = await loadSvg('https://cdn.example.fr/faux.svg');
    expect(fake.status).toBe(422);
    expect(fake.body.message).toBe("Le fichier à cette adresse n'est pas un SVG valide.");
  });

  it('answers 429 past the calls allowed per sender', async () => {
    stubNetwork(() => new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } }));
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let call = 0; call <= LOAD_SVG_RATE_LIMIT.limit; call += 1) {
      statuses.push(
        (await postJson('/image/load-svg', { url: 'https://cdn.example.fr/a.svg' }, 'localhost', ip)).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LOAD_SVG_RATE_LIMIT.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('needs a url', async () => {
    const { status, body } = await postJson('/image/load-svg', {});
    expect(status).toBe(400);
    expect(body.message).toBe("L'adresse du fichier SVG est obligatoire.");
  });
});

describe('GET /image/proxy', () => {
  const proxy = (url: string) => request(`/image/proxy?url=${encodeURIComponent(url)}`);

  it('serves a thumbnail of a configured host with its type and a day of caching', async () => {
    stubNetwork(() => new Response(JPEG_HEAD, { headers: { 'content-type': 'image/jpeg' } }));
    const response = await proxy('https://img.youtube.com/vi/abc/hqdefault.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG_HEAD);
    // The next view is answered from the shared cache, without fetching again.
    const again = await proxy('https://img.youtube.com/vi/abc/hqdefault.jpg');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(JPEG_HEAD);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(network).toHaveBeenCalledOnce();
  });

  it.each([
    ['another host', 'https://evil.example/a.jpg'],
    ['the metadata address', 'http://169.254.169.254/'],
    ['a private address', 'http://192.168.1.1/a.jpg'],
    ['a non-http scheme', 'file:///etc/passwd'],
    ['nothing', ''],
  ])('refuses %s without fetching', async (_label, url) => {
    const response = await proxy(url);
    expect(response.status).toBe(400);
    expect(network).not.toHaveBeenCalled();
  });

  it('refuses a redirect away from the thumbnail hosts, to a private address or elsewhere', async () => {
    stubNetwork(() => new Response(null, { status: 301, headers: { location: 'http://10.1.1.1/x.jpg' } }));
    expect((await proxy('https://i.vimeocdn.com/video/1.jpg')).status).toBe(400);
    stubNetwork(
      () => new Response(null, { status: 301, headers: { location: 'https://evil.example/x.jpg' } }),
    );
    expect((await proxy('https://i.vimeocdn.com/video/1.jpg')).status).toBe(400);
    expect(network).toHaveBeenCalledOnce();
  });

  it('refuses an oversized thumbnail and one that is not an image', async () => {
    stubNetwork(
      () => new Response(new Uint8Array(3 * 1024 * 1024), { headers: { 'content-type': 'image/jpeg' } }),
    );
    expect((await proxy('https://img.youtube.com/vi/abc/0.jpg')).status).toBe(422);
    stubNetwork(() => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    expect((await proxy('https://img.youtube.com/vi/abc/0.jpg')).status).toBe(422);
  });
});

function upload(token: string | null, file: Blob, name: string, host = 'localhost') {
  const form = new FormData();
  form.append('file', file, name);
  return adminApi<MediaFile>('/admin/media', {
    host,
    method: 'POST',
    headers: token ? { authorization: token } : {},
    body: form,
  });
}

async function mediaNames(siteId: number): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: `sites/${siteId}/` });
  return listed.objects.map((object) => object.key);
}

async function contentVersion(host = 'localhost'): Promise<number> {
  return (await api<{ version: number }>('/site/version', { host })).body.data.version;
}

describe('POST /api/admin/media', () => {
  it('stores a PNG in R2 under the site, with its size, and bumps the content version', async () => {
    const admin = await adminLogin(ADMIN);
    const before = await contentVersion();
    const { status, body } = await upload(admin, new Blob([PNG]), 'Cabine de soin.PNG');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      originalName: 'Cabine de soin.PNG',
      type: 'image',
      contentType: 'image/png',
      size: PNG.byteLength,
      width: 1,
      height: 1,
    });
    expect(body.data.name).toMatch(/^[0-9a-f]{12}-cabine-de-soin\.png$/);
    expect(body.data.url).toBe(`/media/${body.data.name}`);
    expect(await mediaNames(1)).toContain(`sites/1/media/${body.data.name}`);
    expect(await contentVersion()).toBeGreaterThan(before);
  });

  it('stores an SVG sanitised, since it is served from the site’s own origin', async () => {
    const admin = await adminLogin(ADMIN);
    const { status, body } = await upload(admin, new Blob([SVG]), 'logo.svg');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ width: 10, height: 10 });
    const stored = await env.MEDIA.get(`sites/1/media/${body.data.name}`);
    expect(await stored?.text()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>',
    );
  });

  it('takes files above the 64 KB limit of other requests', async () => {
    const admin = await adminLogin(ADMIN);
    const big = new Uint8Array(200 * 1024);
    big.set(JPEG_HEAD);
    const { status, body } = await upload(admin, new Blob([big]), 'grande-photo.jpg');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ width: 640, height: 480, size: big.byteLength });
  });

  it.each([
    ['HTML named .png', new Blob(['<html><script>alert(1)</script></html>']), 'photo.png', 400],
    ['a PNG named .jpg', new Blob([PNG]), 'photo.jpg', 400],
    ['an executable', new Blob(['MZ\x90\x00']), 'outil.exe', 400],
    ['a GIF (not in the spec’s list)', new Blob(['GIF89a']), 'anim.gif', 400],
    ['an empty file', new Blob([]), 'vide.png', 400],
    ['a broken SVG', new Blob(['<svg><g></svg>']), 'casse.svg', 400],
  ])('refuses %s and stores nothing', async (_label, file, name, expected) => {
    const admin = await adminLogin(ADMIN);
    const before = await mediaNames(1);
    const { status, body } = await upload(admin, file, name);
    expect(status).toBe(expected);
    expect(body.success).toBe(false);
    expect(body.message).not.toBe('');
    expect(await mediaNames(1)).toEqual(before);
  });

  it('refuses a file over 8 MB with a French 413 and stores nothing', async () => {
    const admin = await adminLogin(ADMIN);
    const before = await mediaNames(1);
    const huge = new Uint8Array(8 * 1024 * 1024 + 1);
    huge.set(PNG);
    const { status, body } = await upload(admin, new Blob([huge]), 'enorme.png');
    expect(status).toBe(413);
    expect(body.message).toContain('8 Mo');
    expect(await mediaNames(1)).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const admin = await adminLogin(ADMIN);
    const { status, body } = await adminApi('/admin/media', {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(status).toBe(415);
    expect(body.message).toContain('multipart/form-data');
  });

  it('is for an admin of the same site only', async () => {
    expect((await upload(null, new Blob([PNG]), 'a.png')).status).toBe(401);
    expect((await upload(await login(MEMBER), new Blob([PNG]), 'a.png')).status).toBe(401);
    // The massage site's owner does not manage the wine site.
    expect((await upload(await adminLogin(ADMIN), new Blob([PNG]), 'a.png', WINE_HOST)).status).toBe(403);
  });
});

describe('GET /media/<name>', () => {
  it('serves the file with its type, long-lived caching, nosniff and revalidation', async () => {
    const admin = await adminLogin(ADMIN);
    const { body } = await upload(admin, new Blob([PNG]), 'cabine.png');
    const response = await request(body.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    const etag = response.headers.get('etag') ?? '';
    const again = await request(body.data.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves a byte range of a video', async () => {
    const admin = await adminLogin(ADMIN);
    const video = new Uint8Array(1000);
    video.set([0, 0, 0, 0x20, ...[...'ftypisom'].map((c) => c.charCodeAt(0))]);
    const { status, body } = await upload(admin, new Blob([video]), 'seance.mp4');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'video', contentType: 'video/mp4', width: null });
    const part = await request(body.data.url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 4-11/1000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(await part.text()).toBe('ftypisom');
    const tail = await request(body.data.url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    const outside = await request(body.data.url, { headers: { range: 'bytes=5000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
    const head = await request(body.data.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(await head.text()).toBe('');
  });

  it('is 404 on another site’s host, and for names outside the media folder', async () => {
    const admin = await adminLogin(ADMIN);
    const { body } = await upload(admin, new Blob([PNG]), 'prive.png');
    expect((await request(body.data.url, { host: WINE_HOST })).status).toBe(404);
    await env.MEDIA.put('sites/1/forms/piece-jointe.png', PNG);
    expect((await request('/media/..%2Fforms%2Fpiece-jointe.png')).status).toBe(404);
    expect((await request('/media/inconnu.png')).status).toBe(404);
    expect((await request('/media/notes.txt')).status).toBe(404);
  });
});

describe('GET and DELETE /api/admin/media', () => {
  it('lists the site’s media only, and deletes one: gone from R2 and from its URL', async () => {
    const admin = await adminLogin(ADMIN);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    const mine = (await upload(admin, new Blob([PNG]), 'liste.png')).body.data;
    const theirs = (await upload(wineAdmin, new Blob([PNG]), 'cave.png', WINE_HOST)).body.data;

    const listed = await adminApi<{ media: MediaFile[]; cursor: string | null }>('/admin/media', {
      headers: { authorization: admin },
    });
    expect(listed.status).toBe(200);
    const names = listed.body.data.media.map((media) => media.name);
    expect(names).toContain(mine.name);
    expect(names).not.toContain(theirs.name);

    // Another site's file is 404 through this site, and stays.
    const cross = await adminApi(`/admin/media/${theirs.name}`, {
      method: 'DELETE',
      headers: { authorization: admin },
    });
    expect(cross.status).toBe(404);
    expect((await request(theirs.url, { host: WINE_HOST })).status).toBe(200);

    const before = await contentVersion();
    const deleted = await adminApi(`/admin/media/${mine.name}`, {
      method: 'DELETE',
      headers: { authorization: admin },
    });
    expect(deleted.status).toBe(200);
    expect((await request(mine.url)).status).toBe(404);
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(
      (await adminApi(`/admin/media/${mine.name}`, { method: 'DELETE', headers: { authorization: admin } }))
        .status,
    ).toBe(404);
  });

  it('refuses the anonymous and members', async () => {
    expect((await adminApi('/admin/media')).status).toBe(401);
    const member = await login(MEMBER);
    expect((await adminApi('/admin/media', { headers: { authorization: member } })).status).toBe(401);
    expect(
      (await adminApi('/admin/media/x.png', { method: 'DELETE', headers: { authorization: member } })).status,
    ).toBe(401);
  });
});
