import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bumpVersion } from '../support/elements';
import { MASSAGE_SITE_ID } from '../support/factories';
import { textOf } from '../support/html';
import { api, request } from '../support/http';

// Its own file, so no good copy of the reviews exists yet (storage is per test file).

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failing review source', () => {
  it('leaves the page rendering, with the block saying the reviews are unavailable', async () => {
    await env.DB.prepare(
      `UPDATE external_apps SET private_config = '{"endpoint":"https://avis-en-panne.example/api"}'
        WHERE site_id = ? AND app = 'google-reviews'`,
    )
      .bind(MASSAGE_SITE_ID)
      .run();
    await bumpVersion(MASSAGE_SITE_ID);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('réseau coupé')));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect((await api('/google/reviews')).status).toBe(500);
    const response = await request('/avis');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain('Les avis ne peuvent pas être affichés pour le moment.');
    expect(textOf(html)).toContain("Ils m'ont fait confiance");
    expect(html).toContain('href="https://g.page/r/sophie-morel-massages/review"');
    expect(errors.mock.calls.flat().join('\n')).toContain('block_data.reviews_failed');
  });
});
