import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AlbumDetail, AlbumList } from '../../../src/schema/content/album';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { insertSite, unique } from '../support/factories';
import { api, request, WINE_HOST } from '../support/http';
import { textOf, titleOf, linkHref } from '../support/html';

async function mediaRows(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM album_media WHERE site_id = ?')
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function albumRows(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM albums WHERE site_id = ?')
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /album', () => {
  it('lists the site’s albums in their order, each with its cover and media count', async () => {
    const { status, body } = await api<AlbumList>('/album?page=1&nbItem=100');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBeGreaterThanOrEqual(2);
    const [first, second] = body.data.albums;
    expect(first).toMatchObject({
      title: 'Le cabinet de Vertou',
      mediaCount: 5,
      cover: { url: '/assets/sample/cabinet-salle.svg', type: 'image' },
    });
    expect(second).toMatchObject({ title: 'Une matinée bien-être en entreprise', mediaCount: 3 });
  });

  it('answers only the wine site’s album on its host', async () => {
    const { body } = await api<AlbumList>('/album', { host: WINE_HOST });
    expect(body.data.albums.map((album) => album.title)).toEqual(['Cave et vendanges']);
    expect(body.data.total).toBe(1);
  });

  it('pages with page and nbItem, and filters by title', async () => {
    const second = await api<AlbumList>('/album?page=2&nbItem=1');
    expect(second.body.data.albums).toHaveLength(1);
    expect(second.body.data.albums[0]?.title).toBe('Une matinée bien-être en entreprise');
    expect(second.body.data.total).toBeGreaterThanOrEqual(2);
    const filtered = await api<AlbumList>('/album?title=lk:entreprise');
    expect(filtered.body.data.albums.map((album) => album.title)).toEqual([
      'Une matinée bien-être en entreprise',
    ]);
    expect(filtered.body.data.total).toBe(1);
  });

  it('answers 100 albums per page by default and at most', async () => {
    const host = `${unique('albums')}.localhost`;
    const siteId = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    await env.DB.batch(
      Array.from({ length: 101 }, (_, index) =>
        env.DB.prepare('INSERT INTO albums (site_id, locale, title, position) VALUES (?, ?, ?, ?)').bind(
          siteId,
          'fr_FR',
          `Album ${index}`,
          index,
        ),
      ),
    );
    const byDefault = await api<AlbumList>('/album', { host });
    expect(byDefault.body.data.albums).toHaveLength(100);
    expect(byDefault.body.data.total).toBe(101);
    const tooMany = await api<AlbumList>('/album?nbItem=500', { host });
    expect(tooMany.body.data.albums).toHaveLength(100);
    const last = await api<AlbumList>('/album?page=2', { host });
    expect(last.body.data.albums.map((album) => album.title)).toEqual(['Album 100']);
  });
});

describe('GET /album: paging parameters that are not positive whole numbers', () => {
  it.each(['abc', '0', '-2', '1.5', '', '9999999999'])(
    'refuses nbItem=%j and page=%j, naming the parameter',
    async (raw) => {
      const value = encodeURIComponent(raw);
      const items = await api(`/album?nbItem=${value}`);
      expect(items.status).toBe(400);
      expect(items.body.message).toBe('nbItem doit être un nombre entier positif (éléments par page).');
      const page = await api(`/album?page=${value}`);
      expect(page.status).toBe(400);
      expect(page.body.message).toBe(
        'page doit être un nombre entier positif (numéro de page, à partir de 1).',
      );
    },
  );

  it('says so in English under userLang en_GB, and still accepts 007 or a spaced 7', async () => {
    const english = await api('/album?nbItem=abc', { host: WINE_HOST, headers: { userLang: 'en_GB' } });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('nbItem must be a positive whole number (items per page).');
    expect((await api('/album?nbItem=%207%20&page=007')).status).toBe(200);
  });
});

describe('GET /album/{id}', () => {
  it('answers the album and its media in their order, typed by extension', async () => {
    const { status, body } = await api<AlbumDetail>('/album/1');
    expect(status).toBe(200);
    expect(body.data.title).toBe('Le cabinet de Vertou');
    expect(body.data.media.map((media) => media.url)).toEqual([
      '/assets/sample/cabinet-salle.svg',
      '/assets/sample/cabinet-accueil.svg',
      '/assets/sample/soins.svg',
      '/assets/sample/reflexologie.svg',
      '/assets/sample/hero-massage.svg',
    ]);
    expect(body.data.media.every((media) => media.type === 'image')).toBe(true);
  });

  it('answers 404 in French for an unknown id, a malformed id and another site’s album', async () => {
    for (const path of ['/album/999999', '/album/abc', '/album/3']) {
      const { status, body } = await api(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Cet album n'existe pas." });
    }
    expect((await api('/album/3', { host: WINE_HOST })).status).toBe(200);
    expect((await api('/album/1', { host: WINE_HOST })).status).toBe(404);
  });
});

describe('admin albums: who may write', () => {
  const album = { title: 'Refusé', media: [] };

  it('refuses anonymous visitors (401) and members (401: no admin session), writing nothing', async () => {
    const before = await albumRows(1);
    expect((await adminCall('POST', '/admin/album', null, album)).status).toBe(401);
    const member = await login(MEMBER);
    const refused = await adminCall('POST', '/admin/album', member, album);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Veuillez vous connecter.');
    expect((await adminCall('GET', '/admin/album', member)).status).toBe(401);
    expect((await adminCall('DELETE', '/admin/album/1', member)).status).toBe(401);
    expect(await albumRows(1)).toBe(before);
  });

  it('refuses another site’s admin: 403 for this site, 404 for this site’s ids on theirs', async () => {
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    expect((await adminCall('PUT', '/admin/album/1', wineAdmin, album)).status).toBe(403);
    for (const [method, path] of [
      ['PUT', '/admin/album/1'],
      ['DELETE', '/admin/album/1'],
      ['POST', '/admin/album/1/media'],
      ['PUT', '/admin/album/1/media/1'],
      ['DELETE', '/admin/album/1/media/1'],
    ] as const) {
      const payload =
        method === 'DELETE' ? undefined : path.includes('media') ? { url: '/assets/x.svg' } : album;
      const { status } = await adminCall(method, path, wineAdmin, payload, WINE_HOST);
      expect(status, `${method} ${path}`).toBe(404);
    }
    expect((await api<AlbumDetail>('/album/1')).body.data.title).toBe('Le cabinet de Vertou');
  });
});

describe('admin albums: writes', () => {
  it('creates an album with media, typing each by extension, and bumps the content version', async () => {
    const admin = await adminLogin(ADMIN);
    const version = await env.DB.prepare('SELECT content_version AS v FROM sites WHERE id = 1').first<{
      v: number;
    }>();
    const title = unique('Portes ouvertes');
    const { status, body } = await adminCall<AlbumDetail>('POST', '/admin/album', admin, {
      title,
      description: 'Une journée portes ouvertes au cabinet.',
      media: [
        { url: '/assets/sample/soins.svg', alt: 'Les soins' },
        { url: 'https://videos.example.fr/visite.mp4', alt: 'La visite en vidéo' },
        { url: '/media/plan', type: 'image', alt: 'Le plan' },
      ],
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Album créé.');
    expect(body.data.media.map((media) => [media.type, media.order])).toEqual([
      ['image', 0],
      ['video', 1],
      ['image', 2],
    ]);
    const after = await env.DB.prepare('SELECT content_version AS v FROM sites WHERE id = 1').first<{
      v: number;
    }>();
    expect(after?.v).toBeGreaterThan(version?.v ?? 0);
    const read = await api<AlbumDetail>(`/album/${body.data.id}`);
    expect(read.body.data.title).toBe(title);
  });

  it('refuses a media whose type cannot be told, or an unsafe address, writing nothing', async () => {
    const admin = await adminLogin(ADMIN);
    const [albums, media] = [await albumRows(1), await mediaRows(1)];
    const unknownType = await adminCall('POST', '/admin/album', admin, {
      title: 'Sans type',
      media: [{ url: '/assets/sample/soins.svg' }, { url: '/documents/brochure.pdf' }],
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe(
      "Le type du média n'a pas pu être déduit de son extension : précisez « image » ou « video ».",
    );
    const script = await adminCall('POST', '/admin/album', admin, {
      title: 'Piège',
      media: [{ url: 'javascript:alert(1)//x.png' }],
    });
    expect(script.status).toBe(400);
    expect(script.body.message).toBe(
      "L'adresse du média doit être un chemin du site (/…) ou une adresse http(s).",
    );
    const noTitle = await adminCall('POST', '/admin/album', admin, { title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe("Le titre de l'album est obligatoire.");
    expect([await albumRows(1), await mediaRows(1)]).toEqual([albums, media]);
  });

  it('updates an album, replacing its media only when given, then deletes it with its media', async () => {
    const admin = await adminLogin(ADMIN);
    const created = await adminCall<AlbumDetail>('POST', '/admin/album', admin, {
      title: unique('À modifier'),
      media: [{ url: '/a.png' }, { url: '/b.png' }],
    });
    const id = created.body.data.id;
    const renamed = await adminCall<AlbumDetail>('PUT', `/admin/album/${id}`, admin, { title: 'Renommé' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.media).toHaveLength(2);
    const replaced = await adminCall<AlbumDetail>('PUT', `/admin/album/${id}`, admin, {
      title: 'Renommé',
      media: [{ url: '/c.mov', alt: 'Vidéo' }],
    });
    expect(replaced.body.data.media.map((media) => [media.url, media.type])).toEqual([['/c.mov', 'video']]);

    const deleted = await adminCall('DELETE', `/admin/album/${id}`, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Album supprimé.');
    expect((await api(`/album/${id}`)).status).toBe(404);
    const orphans = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM album_media WHERE site_id = 1 AND album_id = ?',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
    expect((await adminCall('DELETE', `/admin/album/${id}`, admin)).status).toBe(404);
  });

  it('adds, edits and removes one media item', async () => {
    const admin = await adminLogin(ADMIN);
    const created = await adminCall<AlbumDetail>('POST', '/admin/album', admin, {
      title: unique('Médias'),
      media: [{ url: '/un.png', alt: 'Un' }],
    });
    const id = created.body.data.id;
    const added = await adminCall<AlbumDetail>('POST', `/admin/album/${id}/media`, admin, {
      url: '/deux.jpg',
      alt: 'Deux',
    });
    expect(added.status).toBe(200);
    expect(added.body.data.media.map((media) => [media.alt, media.order])).toEqual([
      ['Un', 0],
      ['Deux', 1],
    ]);
    const [first, second] = added.body.data.media;
    const moved = await adminCall<AlbumDetail>('PUT', `/admin/album/${id}/media/${first?.id ?? 0}`, admin, {
      url: '/un.png',
      alt: 'Un, en dernier',
      order: 5,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.media.map((media) => media.alt)).toEqual(['Deux', 'Un, en dernier']);
    const mediaId = second?.id ?? 0;
    const removed = await adminCall<AlbumDetail>('DELETE', `/admin/album/${id}/media/${mediaId}`, admin);
    expect(removed.body.data.media.map((media) => media.alt)).toEqual(['Un, en dernier']);
    expect((await adminCall('DELETE', `/admin/album/${id}/media/${mediaId}`, admin)).status).toBe(404);
    // A media item of another album is not reachable through this one.
    expect(
      (await adminCall('DELETE', `/admin/album/2/media/${created.body.data.media[0]?.id ?? 0}`, admin))
        .status,
    ).toBe(404);
  });
});

describe('album pages', () => {
  it('lists the albums on /galerie, reachable from the menu, with links to each album', async () => {
    const home = await (await request('/')).text();
    expect(home).toContain('href="/galerie"');
    const response = await request('/galerie');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toContain('Galerie');
    expect(linkHref(html, 'canonical')).toBe('http://localhost/galerie');
    expect(html).toContain('<h1 class="page-title">Galerie</h1>');
    expect(html).toContain('href="/galerie/1-le-cabinet-de-vertou"');
    expect(html).toContain('href="/galerie/2-une-matinee-bien-etre-en-entreprise"');
    expect(textOf(html)).toContain('5 médias');
  });

  it('shows an album with every media item wired to the slider, sized, lazy below the first ones', async () => {
    const response = await request('/galerie/1-le-cabinet-de-vertou');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toContain('Le cabinet de Vertou');
    expect(html).toContain('data-media-slider="');
    expect(html.match(/data-media-index="\d"/g)).toHaveLength(5);
    const images = html.match(/<img class="block-gallery__img"[^>]*>/g) ?? [];
    expect(images).toHaveLength(5);
    expect(images.every((tag) => /width="400" height="300"/.test(tag) && / alt="[^"]+"/.test(tag))).toBe(
      true,
    );
    expect(images.slice(2).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });

  it('redirects a wrong slug to the right one and answers 404 for unknown or other sites’ albums', async () => {
    const moved = await request('/galerie/1-ancien-nom');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/galerie/1-le-cabinet-de-vertou');
    expect((await request('/galerie/1')).status).toBe(301);
    expect((await request('/galerie/3-cave-et-vendanges')).status).toBe(404);
    expect((await request('/galerie/999999-rien')).status).toBe(404);
    expect((await request('/galerie/rien')).status).toBe(404);
    expect((await request('/galerie?page=2')).status).toBe(404);
    expect((await request('/galerie/3-cave-et-vendanges', { host: WINE_HOST })).status).toBe(200);
  });

  it('answers 404 for the gallery of a site without albums and without a « Galerie » page', async () => {
    const host = `${unique('sans-album')}.localhost`;
    await insertSite({ hosts: [host], locales: ['fr_FR'] });
    expect((await request('/galerie', { host })).status).toBe(404);
  });

  it('shows an admin’s change on the next request', async () => {
    const admin = await adminLogin(ADMIN);
    expect((await request('/galerie')).status).toBe(200); // cached under the current version
    const title = unique('Nouvel album');
    await adminCall('POST', '/admin/album', admin, {
      title,
      media: [{ url: '/assets/sample/soins.svg', alt: 'Soins' }],
    });
    expect(await (await request('/galerie')).text()).toContain(title);
  });

  it('lists the albums in the sitemap', async () => {
    const sitemap = await (await request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost/galerie</loc>');
    expect(sitemap).toContain('<loc>http://localhost/galerie/1-le-cabinet-de-vertou</loc>');
    const wine = await (await request('/sitemap.xml', { host: WINE_HOST })).text();
    expect(wine).toContain('<loc>http://vins.localhost/galerie/3-cave-et-vendanges</loc>');
    expect(wine).not.toContain('le-cabinet-de-vertou');
  });
});
