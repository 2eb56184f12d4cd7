import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { textOf } from './support/html';
import { postJson, request } from './support/http';

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };

async function adminToken(): Promise<string> {
  const { body } = await postJson('/login', ADMIN);
  return (body.data as { token: string }).token;
}

async function bumpVersion(siteId: number): Promise<void> {
  const row = await env.DB.prepare(
    'UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version',
  )
    .bind(siteId)
    .first<{ content_version: number }>();
  await env.CACHE.put(`site:${siteId}:version`, String(row?.content_version));
}

describe('page data cache in KV', () => {
  it('keeps page data under keys that carry the site’s content version', async () => {
    await request('/qui-suis-je');
    const version = await env.CACHE.get('site:1:version');
    const keys = (await env.CACHE.list({ prefix: `data:1:v${version}:fr_FR:` })).keys.map((key) => key.name);
    expect(keys).toEqual(
      expect.arrayContaining([expect.stringContaining(':parameters'), expect.stringContaining(':page-tree')]),
    );
  });

  it('shows an admin’s write on the very next page request', async () => {
    const token = await adminToken();
    await request('/');
    const set = (name: string, value: string) =>
      request(`/api/admin/parameter/${name}`, {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    expect((await set('PROMO_BANNER_TEXT', 'Offre de rentrée : -10 % sur la réflexologie')).status).toBe(200);
    expect((await set('PROMO_BANNER_ENABLED', 'true')).status).toBe(200);
    const html = await (await request('/')).text();
    expect(textOf(html)).toContain('Offre de rentrée : -10 % sur la réflexologie');
  });

  it('serves the last good page data when the provider fails', async () => {
    const first = await request('/qui-suis-je');
    const before = textOf(await first.text());
    // Break the provider's storage and move to a new content version, so nothing fresh is cached.
    await env.DB.exec('ALTER TABLE page_blocks RENAME TO page_blocks_broken');
    await bumpVersion(1);
    try {
      const response = await request('/qui-suis-je');
      expect(response.status).toBe(200);
      expect(textOf(await response.text())).toBe(before);
      const unseen = await request('/mes-interventions/les-massages-en-ehpad');
      expect(unseen.status).toBe(500);
    } finally {
      await env.DB.exec('ALTER TABLE page_blocks_broken RENAME TO page_blocks');
    }
  });
});
