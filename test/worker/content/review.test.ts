import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewList } from '../../../src/schema/content/review';
import {
  ADMIN,
  adminCall,
  bumpVersion,
  contentVersion,
  login,
  MEMBER,
  WINE_ADMIN,
} from '../support/elements';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { textOf } from '../support/html';
import { api, request, WINE_HOST } from '../support/http';
import { adminLogin } from '../support/accounts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Points the massage site's review source at a remote endpoint (the tests make it fail). */
async function useBrokenSource(): Promise<void> {
  await env.DB.prepare(
    `UPDATE external_apps SET private_config = '{"endpoint":"https://avis-en-panne.example/api"}'
      WHERE site_id = ? AND app = 'google-reviews'`,
  )
    .bind(MASSAGE_SITE_ID)
    .run();
  await bumpVersion(MASSAGE_SITE_ID);
}

async function useStoredReviews(): Promise<void> {
  await env.DB.prepare(
    "UPDATE external_apps SET private_config = '{}' WHERE site_id = ? AND app = 'google-reviews'",
  )
    .bind(MASSAGE_SITE_ID)
    .run();
  await bumpVersion(MASSAGE_SITE_ID);
}

describe('GET /google/reviews', () => {
  it('answers the site’s stored reviews, newest first, with the average rating', async () => {
    const { status, body } = await api<ReviewList>('/google/reviews');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.reviews[0]).toMatchObject({ author: 'Camille R.', rating: 5 });
    expect(body.data.total).toBe(body.data.reviews.length);
    const ratings = body.data.reviews.map((review) => review.rating);
    expect(body.data.average).toBe(
      Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
    );
    expect(body.data.reviews.map((review) => review.author)).not.toContain('Pieter V.');
  });

  it('keeps the reviews from a date with ?from= and refuses a date it cannot read', async () => {
    const { body } = await api<ReviewList>('/google/reviews?from=2026-09-01');
    expect(body.data.reviews.map((review) => review.publishedAt).every((date) => date >= '2026-09-01')).toBe(
      true,
    );
    expect(body.data.reviews.map((review) => review.author)).toEqual(['Camille R.', 'Thomas L.']);
    const bad = await api('/google/reviews?from=hier');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Le paramètre from est une date au format AAAA-MM-JJ.');
  });

  it('reads a configured remote source through its adapter', async () => {
    await env.DB.prepare(
      `UPDATE external_apps SET private_config = '{"endpoint":"https://avis.example/api","apiKey":"cle-secrete"}'
        WHERE site_id = ? AND app = 'google-reviews'`,
    )
      .bind(WINE_SITE_ID)
      .run();
    const seen: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const outgoing = new Request(input, init);
      if (outgoing.url.startsWith('https://avis.example/')) {
        seen.push(outgoing);
        return Promise.resolve(
          Response.json({
            reviews: [{ id: 7, author: 'Remote R.', rating: 3, text: 'Bien', publishedAt: '2026-10-01' }],
          }),
        );
      }
      return Promise.reject(new Error(`unexpected fetch ${outgoing.url}`));
    });
    const { status, body } = await api<ReviewList>('/google/reviews?from=2026-01-01', { host: WINE_HOST });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      reviews: [{ id: 7, author: 'Remote R.', rating: 3, text: 'Bien', publishedAt: '2026-10-01' }],
      total: 1,
      average: 3,
    });
    expect(seen[0]?.url).toBe('https://avis.example/api?from=2026-01-01');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer cle-secrete');
    await env.DB.prepare(
      "UPDATE external_apps SET private_config = '{}' WHERE site_id = ? AND app = 'google-reviews'",
    )
      .bind(WINE_SITE_ID)
      .run();
  });
});

describe('the reviews block', () => {
  it('shows the rating summary, the reviews and the GOOGLE_REVIEW_URL link, from the menu', async () => {
    expect(await (await request('/')).text()).toContain('href="/avis"');
    const response = await request('/avis');
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toMatch(/\d(,\d)? sur 5\s*, d'après \d+ avis/);
    expect(text).toContain('Camille R.');
    expect(html).toContain('href="https://g.page/r/sophie-morel-massages/review"');
  });

  it('keeps showing the last good reviews when the source fails', async () => {
    await request('/avis'); // a good copy exists
    await useBrokenSource();
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('réseau coupé')));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect((await api('/google/reviews')).status).toBe(500);
      const response = await request('/avis');
      expect(response.status).toBe(200);
      expect(textOf(await response.text())).toContain('Camille R.');
    } finally {
      await useStoredReviews();
    }
  });
});

describe('admin calls for reviews', () => {
  const payload = { author: 'Inès P.', rating: 4, text: 'Très bon moment.', publishedAt: '2026-11-01' };

  it('refuses anonymous visitors, members and the other site’s admin', async () => {
    const member = await login(MEMBER);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    for (const [method, path, body] of [
      ['GET', '/admin/review', undefined],
      ['POST', '/admin/review', payload],
      ['PUT', '/admin/review/1', payload],
      ['DELETE', '/admin/review/1', undefined],
    ] as const) {
      expect((await adminCall(method, path, null, body)).status).toBe(401);
      expect((await adminCall(method, path, member, body)).status).toBe(401);
      expect((await adminCall(method, path, wineAdmin, body)).status).toBe(403);
    }
  });

  it('creates, updates and deletes a review, and the block shows it on the next request', async () => {
    const admin = await adminLogin(ADMIN);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const created = await adminCall<Review>('POST', '/admin/review', admin, payload);
    expect(created.status).toBe(201);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);
    expect(textOf(await (await request('/avis')).text())).toContain('Très bon moment.');
    const updated = await adminCall<Review>('PUT', `/admin/review/${created.body.data.id}`, admin, {
      ...payload,
      text: 'Un moment vraiment apaisant.',
    });
    expect(updated.status).toBe(200);
    expect(textOf(await (await request('/avis')).text())).toContain('Un moment vraiment apaisant.');
    expect((await adminCall('DELETE', `/admin/review/${created.body.data.id}`, admin)).status).toBe(200);
    expect(textOf(await (await request('/avis')).text())).not.toContain('Un moment vraiment apaisant.');
  });

  it('validates in French and 404s another site’s review', async () => {
    const admin = await adminLogin(ADMIN);
    const bad = await adminCall('POST', '/admin/review', admin, { ...payload, rating: 6 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('La note est un nombre de 1 à 5.');
    const wine = await env.DB.prepare('SELECT id FROM google_reviews WHERE site_id = ? LIMIT 1')
      .bind(WINE_SITE_ID)
      .first<{ id: number }>();
    expect((await adminCall('PUT', `/admin/review/${wine?.id}`, admin, payload)).status).toBe(404);
    expect((await adminCall('DELETE', `/admin/review/${wine?.id}`, admin)).status).toBe(404);
  });
});
