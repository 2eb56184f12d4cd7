import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MissingTranslation, TranslationReview } from '../../../src/schema/translation/translation';
import { ADMIN, adminCall, adminLogin, OPERATOR, WINE_ADMIN } from '../support/accounts';
import { WINE_HOST } from '../support/http';
import { insertNews } from '../support/news';
import { linkTranslation } from '../support/translations';

// A row translation (an English page, article…) whose original changed after it was last
// written is « à revoir »: the missing list names it with the translation's id, its own review
// says so with both dates, and it stops being flagged once saved again or marked as read.

const WINE_SITE = 2;
let owner: string;

beforeAll(async () => {
  const operator = await adminLogin(OPERATOR);
  const saved = await adminCall('PUT', `/admin/platform/site/${WINE_SITE}`, operator, {
    locales: ['fr_FR', 'en_GB'],
  });
  expect(saved.status).toBe(200);
  owner = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, path, owner, payload, WINE_HOST);

async function translatedPair(title: string): Promise<{ french: number; english: number }> {
  const french = await insertNews(WINE_SITE, { title });
  const english = await insertNews(WINE_SITE, { title: `${title} (en)`, locale: 'en_GB' });
  await linkTranslation('news', english, french);
  return { french, english };
}

const outdatedIn = async (french: number) =>
  (await call<MissingTranslation[]>('GET', '/admin/translation/missing?locale=en_GB')).body.data.find(
    (item) => item.entity === 'news' && item.id === french && item.state === 'outdated',
  );

describe('a row translation older than its original', () => {
  it('is not flagged while both were written together', async () => {
    const { french, english } = await translatedPair('Vendanges 2026');
    expect(await outdatedIn(french)).toBeUndefined();
    const { status, body } = await call<TranslationReview>(
      'GET',
      `/admin/translation-review/news/${english}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: english, originalId: french, outdated: false });
  });

  it('is « à revoir » once the French text changes, until the owner marks it read again', async () => {
    const { french, english } = await translatedPair('Portes ouvertes');
    const edited = await call('PUT', `/admin/news/${french}`, {
      title: 'Portes ouvertes au domaine',
      summary: 'Deux jours de dégustation au chai.',
      content: '<p>Venez goûter les cuvées de l’année.</p>',
      isPromoted: false,
      publishedAt: '2026-11-20',
    });
    expect(edited.status).toBe(200);

    expect(await outdatedIn(french)).toMatchObject({
      label: 'Portes ouvertes au domaine',
      translationId: english,
      locale: 'en_GB',
    });
    const review = await call<TranslationReview>('GET', `/admin/translation-review/news/${english}`);
    expect(review.body.data.outdated).toBe(true);
    expect(review.body.data.originalUpdatedAt! > review.body.data.updatedAt!).toBe(true);

    const marked = await call<TranslationReview>('POST', `/admin/translation-review/news/${english}`);
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe('Traduction marquée comme à jour.');
    expect(marked.body.data.outdated).toBe(false);
    expect(await outdatedIn(french)).toBeUndefined();
  });

  it('is flagged again when the original changes later, and cleared by saving the translation', async () => {
    const { french, english } = await translatedPair('Salon des vins');
    await env.DB.prepare("UPDATE news SET updated_at = '2026-06-01T08:00:00.000Z' WHERE id = ?")
      .bind(french)
      .run();
    expect(await outdatedIn(french)).toBeDefined();
    const saved = await call('PUT', `/admin/news/${english}`, {
      title: 'Wine fair',
      summary: 'Two days of tasting.',
      content: '<p>Come and taste.</p>',
      isPromoted: false,
      publishedAt: '2026-11-20',
    });
    expect(saved.status).toBe(200);
    expect(await outdatedIn(french)).toBeUndefined();
  });

  it('answers 404 for an original, another site’s translation, and refuses an unknown kind in French', async () => {
    const { french } = await translatedPair('Dîner accords mets et vins');
    expect((await call('GET', `/admin/translation-review/news/${french}`)).status).toBe(404);
    expect((await call('POST', `/admin/translation-review/news/${french}`)).status).toBe(404);

    const massageOwner = await adminLogin(ADMIN);
    const foreign = await translatedPair('Réservé au domaine');
    const asOther = await adminCall('GET', `/admin/translation-review/news/${foreign.english}`, massageOwner);
    expect(asOther.status).toBe(404);
    expect(asOther.body.message).toBe("Cette traduction n'existe pas sur ce site.");
    const marked = await adminCall('POST', `/admin/translation-review/news/${foreign.english}`, massageOwner);
    expect(marked.status).toBe(404);

    const unknown = await call('GET', '/admin/translation-review/product/1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/traduction par ligne/);
  });
});
