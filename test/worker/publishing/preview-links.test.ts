import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';
import { advanceClock, itemCalls, richText } from './publishing-support';

// « Partager l'aperçu »: a link anyone opens without an account shows the draft as the public
// page will (same layout, theme, language), for 7 days or until revoked; never indexed, never
// cached for anyone else; a tampered, expired or revoked link, or another site's, is a 404.

let token: string;

async function draftedPage(text: string) {
  const { body } = await adminCall<{ page: { id: number; path: string } }>('POST', '/admin/page', token, {
    title: `Aperçu ${text}`,
    isValid: false,
  });
  const page = body.data.page;
  const calls = itemCalls(token, 'page', page.id);
  await calls.save({ title: `Aperçu ${text}`, blocks: [richText(`<p>${text}</p>`)] }, 0);
  return { page, calls };
}

/** The link's path and query on the site's host (the test runtime answers every host itself). */
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  token = await adminLogin(ADMIN);
});

describe('a shared preview link', () => {
  it('shows the draft in the site’s layout, noindex and private, never from or into the HTML cache', async () => {
    const { page, calls } = await draftedPage('Apercumystere');
    const link = await calls.shareLink();
    expect(link.status).toBe(200);
    const expires = Date.parse(link.body.data.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(expires).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);
    expect(link.body.data.url).toMatch(/\/apercu\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);

    for (let view = 0; view < 2; view++) {
      const response = await request(pathOf(link.body.data.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(response.headers.get('x-cache')).toBeNull();
      const html = await response.text();
      expect(html).toContain('Apercumystere');
      expect(html).toContain('<meta name="robots" content="noindex"');
      // The site's layout: its header and menu.
      expect(html).toMatch(/<header[\s>]/);
    }
    // The page itself is still not published.
    expect((await request(page.path)).status).toBe(404);
  });

  it('answers 404 once tampered with, on another site, or revoked', async () => {
    const { calls } = await draftedPage('Lienrevocable');
    const path = pathOf((await calls.shareLink()).body.data.url);
    const [id, expiry, signature] = path.slice('/apercu/'.length).split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await request(`/apercu/${id}.${expiry}.${flipped}`)).status).toBe(404);
    // A later expiry with the same signature is not the same link.
    const later = (parseInt(expiry, 36) + 86_400_000).toString(36);
    expect((await request(`/apercu/${id}.${later}.${signature}`)).status).toBe(404);
    expect((await request('/apercu/pas-un-jeton')).status).toBe(404);
    expect((await request(path, { host: WINE_HOST })).status).toBe(404);

    expect((await request(path)).status).toBe(200);
    expect((await calls.revokeLinks()).body.data.revoked).toBe(1);
    expect((await request(path)).status).toBe(404);
  });

  it('shows a news item’s draft too, and expires after 7 days', async () => {
    const created = await adminCall<{ id: number }>('POST', '/admin/news', token, {
      title: 'Nouveauté à venir',
      summary: 'Bientôt.',
      content: '<p>Texte publié</p>',
      isValid: false,
    });
    const calls = itemCalls(token, 'news', created.body.data.id);
    await calls.save(
      {
        title: 'Nouveauté à venir',
        summary: 'Bientôt.',
        content: '<p>Nouvellesecrete</p>',
        image: null,
        isPromoted: false,
      },
      0,
    );
    const path = pathOf((await calls.shareLink()).body.data.url);
    const shown = await request(path);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Nouvellesecrete');
    advanceClock(7 * 24 * 3600_000 + 60_000);
    expect((await request(path)).status).toBe(404);
  });
});
