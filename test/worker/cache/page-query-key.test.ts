import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { htmlMemoryEntries } from '../../../worker/cache/html-cache';
import { app } from '../../../worker/index';
import { pageQuery } from '../../../worker/pages/content/page-query';
import { WINE_HOST } from '../support/http';

// The first view of a file renders cold (islands, stylesheets, site data): give it room.
vi.setConfig({ testTimeout: 30_000 });

// The page cache keys a page on the query parameters it reads, nothing else: made-up ones
// (?cb=…) and tracking ones (?utm_source=…) give the same page from the same entry, rendered
// once, with no redirect; the parameters a page reads (a shop filter, a page number) still
// make pages of their own.

/** One anonymous view, its background cache write awaited, so the next view can hit it. */
async function view(path: string, host = 'localhost'): Promise<{ response: Response; body: string }> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}${path}`, { redirect: 'manual' }), env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe('the page cache key holds only the parameters the page reads', () => {
  it('renders a content page once for two made-up query strings, in one cache entry', async () => {
    const first = await view('/le-massage-energetique?cb=1');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    const entries = htmlMemoryEntries();
    const second = await view('/le-massage-energetique?cb=2');
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(htmlMemoryEntries()).toBe(entries);
    expect(second.body).toBe(first.body);
    const plain = await view('/le-massage-energetique');
    expect(plain.response.headers.get('x-cache')).toBe('HIT');
  });

  it('never puts a made-up parameter into the page it stores for everyone', async () => {
    const marker = `marque${crypto.randomUUID().slice(0, 8)}`;
    const junk = await view(`/qui-suis-je?${marker}=%3Cb%3E${marker}`);
    expect(junk.response.headers.get('x-cache')).toBe('MISS');
    expect(junk.body).not.toContain(marker);
    const plain = await view('/qui-suis-je');
    expect(plain.response.headers.get('x-cache')).toBe('HIT');
    expect(plain.body).not.toContain(marker);
  });

  it('serves tracking parameters from the cache, without a redirect, on the shop list too', async () => {
    await view('/');
    const home = await view('/?utm_source=lettre&utm_medium=email');
    expect(home.response.status).toBe(200);
    expect(home.response.headers.get('x-cache')).toBe('HIT');
    const shop = await view('/boutique?utm_source=lettre', WINE_HOST);
    expect(shop.response.status).toBe(200);
    const again = await view('/boutique?utm_campaign=printemps', WINE_HOST);
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('x-cache')).toBe('HIT');
    expect(again.body).toBe(shop.body);
  });

  it('keeps the parameters a page reads: a shop filter is a page of its own', async () => {
    await view('/boutique', WINE_HOST);
    const reds = await view('/boutique?couleur=rouge&utm_source=lettre', WINE_HOST);
    expect(reds.response.status).toBe(200);
    expect(reds.response.headers.get('x-cache')).toBe('MISS');
    expect((await view('/boutique?couleur=rouge', WINE_HOST)).response.headers.get('x-cache')).toBe('HIT');
    // What the form sends with empty fields still goes to the list's one short URL.
    const form = await view('/boutique?recherche=&couleur=rouge&utm_source=lettre', WINE_HOST);
    expect(form.response.status).toBe(302);
    expect(form.response.headers.get('location')).toBe('/boutique?couleur=rouge');
  });
});

describe('pageQuery', () => {
  it('keeps, as written and in order, only what the page at that path reads', () => {
    expect(pageQuery('/', '?cb=1&utm_source=x')).toBe('');
    expect(pageQuery('/blog', '?utm_source=x&page=2')).toBe('?page=2');
    expect(pageQuery('/boutique', '?tri=nom&cb=1&recherche=saumur%20rouge')).toBe(
      '?tri=nom&recherche=saumur%20rouge',
    );
    expect(pageQuery('/boutique/3-saumur', '?declinaison=7&page=2')).toBe('?declinaison=7');
    expect(pageQuery('/prestations', '?tag=duo&tag=detente&x=1')).toBe('?tag=duo&tag=detente');
    expect(pageQuery('/recherche', '?q=massage&page=2&fbclid=abc')).toBe('?q=massage&page=2');
    expect(pageQuery('/auth', '?redirect=%2Fcommande&cb=1')).toBe('?redirect=%2Fcommande');
    expect(pageQuery('/les-massages/les-autres-soins', '?page=2')).toBe('');
    expect(pageQuery('/', '')).toBe('');
  });
});
