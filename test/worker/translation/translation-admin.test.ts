import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../src/schema/catalogue/product';
import type { MissingTranslation, TranslationDetail } from '../../../src/schema/translation/translation';
import { ADMIN, adminCall, adminLogin, OPERATOR, WINE_ADMIN } from '../support/accounts';
import { insertWine } from '../support/catalogue';
import { insertForm } from '../support/forms';
import { api, WINE_HOST } from '../support/http';
import { insertNews } from '../support/news';
import { insertLocaleRow, linkTranslation } from '../support/translations';

// The owner's translation API on the admin host: one item's translatable fields
// and their translations, one locale's write (validated, sanitised, publishing the content
// version), the missing list, machine translation through the local translator (no key).

const WINE_SITE = 2;
let owner: string;
let productId: number;

async function version(): Promise<number> {
  const row = await env.DB.prepare('SELECT content_version FROM sites WHERE id = ?')
    .bind(WINE_SITE)
    .first<{ content_version: number }>();
  return row?.content_version ?? -1;
}

beforeAll(async () => {
  const operator = await adminLogin(OPERATOR);
  const saved = await adminCall('PUT', `/admin/platform/site/${WINE_SITE}`, operator, {
    locales: ['fr_FR', 'en_GB'],
  });
  expect(saved.status).toBe(200);
  owner = await adminLogin(WINE_ADMIN, WINE_HOST);
  productId = (await insertWine(WINE_SITE)).productId;
});

const call = <T>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, `/admin/translation${path}`, owner, payload, WINE_HOST);

describe('GET /admin/translation/{entity}/{id}', () => {
  it('answers the fields with their French text, labels in French, and no translation yet', async () => {
    const { status, body } = await call<TranslationDetail>('GET', `/product/${productId}`);
    expect(status).toBe(200);
    expect(body.data.entity).toBe('product');
    expect(body.data.id).toBe(productId);
    expect(body.data.fields.find((field) => field.field === 'description')).toMatchObject({
      label: 'Description',
      kind: 'html',
    });
    expect(body.data.fields.find((field) => field.field === 'appellation')?.source).toBe('Saumur');
    expect(body.data.fields.some((field) => field.field === 'name')).toBe(false); // names stay
    expect(body.data.values).toEqual({});
  });

  it('lists a form’s own fields as translatable', async () => {
    const form = await insertForm(WINE_SITE);
    const { body } = await call<TranslationDetail>('GET', `/form/${form}`);
    expect(body.data.fields.some((field) => /^fields\.[a-z_0-9]+\.label$/.test(field.field))).toBe(true);
  });

  it('refuses an unknown entity in French and answers 404 for another site’s item', async () => {
    const unknown = await call('GET', `/recette/${productId}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/ne se traduit pas ici/);
    const massageOwner = await adminLogin(ADMIN);
    const foreign = await adminCall('GET', `/admin/translation/product/${productId}`, massageOwner);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Cet élément n'existe pas sur ce site.");
  });
});

describe('PUT /admin/translation/{entity}/{id}/{locale}', () => {
  it('stores, sanitises, bumps the content version, and the public English read follows', async () => {
    const before = await version();
    const { status, body } = await call<TranslationDetail>('PUT', `/product/${productId}/en_GB`, {
      values: { description: '<p>A lovely red.<img src=x onerror=alert(1)></p>', appellation: 'Saumur AOC' },
    });
    expect(status).toBe(200);
    expect(body.data.values.en_GB?.description).not.toMatch(/onerror/);
    expect(body.data.values.en_GB?.appellation).toBe('Saumur AOC');
    expect(await version()).toBeGreaterThan(before);
    const english = await api<ProductDetail>(`/product/${productId}`, {
      host: WINE_HOST,
      headers: { userLang: 'en_GB' },
    });
    expect(english.status).toBe(200);
    expect(english.body.data.appellation).toBe('Saumur AOC');
  });

  it('removes a translation given an empty text', async () => {
    await call('PUT', `/product/${productId}/en_GB`, { values: { appellation: '' } });
    const { body } = await call<TranslationDetail>('GET', `/product/${productId}`);
    expect(body.data.values.en_GB?.appellation).toBeUndefined();
    expect(body.data.values.en_GB?.description).toBeDefined();
  });

  it('refuses the default locale, a locale the site lacks, an unknown field and a bad slug, in French', async () => {
    const french = await call('PUT', `/product/${productId}/fr_FR`, { values: { region: 'x' } });
    expect(french.status).toBe(400);
    expect(french.body.message).toBe('La langue par défaut du site se modifie sur le contenu lui-même.');
    const german = await call('PUT', `/product/${productId}/de_DE`, { values: { region: 'x' } });
    expect(german.status).toBe(400);
    expect(german.body.message).toBe("La langue « de_DE » n'est pas une langue du site.");
    const bad = await call<{ errors: Record<string, string> }>('PUT', `/product/${productId}/en_GB`, {
      values: { name: 'Other name', slug: 'Not A Slug' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors['values.name']).toBe('Ce champ ne se traduit pas pour cet élément.');
    expect(bad.body.data.errors['values.slug']).toMatch(/minuscules sans accent/);
    const shape = await call('PUT', `/product/${productId}/en_GB`, { values: { region: 12 } });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toMatch(/texte/);
  });

  it('cannot write another site’s item (tenancy)', async () => {
    const massageOwner = await adminLogin(ADMIN);
    const foreign = await adminCall('PUT', `/admin/translation/product/${productId}/en_GB`, massageOwner, {
      values: { region: 'Hijack' },
    });
    expect([400, 404]).toContain(foreign.status);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM translations WHERE value = 'Hijack'").first<{
      n: number;
    }>();
    expect(rows?.n).toBe(0);
  });
});

describe('GET /admin/translation/missing', () => {
  it('lists untranslated and partly translated items, and not the translated ones', async () => {
    const lonely = await insertNews(WINE_SITE, { title: 'Sans traduction' });
    const translatedNews = await insertNews(WINE_SITE, { title: 'Avec traduction' });
    const english = await insertNews(WINE_SITE, { title: 'With translation', locale: 'en_GB' });
    await linkTranslation('news', english, translatedNews);
    const album = await insertLocaleRow('albums', WINE_SITE, 'fr_FR', 'Album à traduire');
    const untranslatedWine = (await insertWine(WINE_SITE)).productId;
    const { status, body } = await call<MissingTranslation[]>('GET', '/missing?locale=en_GB');
    expect(status).toBe(200);
    const has = (entity: string, id: number) =>
      body.data.find((item) => item.entity === entity && item.id === id);
    expect(has('news', lonely)).toMatchObject({ state: 'missing', label: 'Sans traduction' });
    expect(has('news', translatedNews)).toBeUndefined();
    expect(has('news', english)).toBeUndefined();
    expect(has('album', album)?.state).toBe('missing');
    expect(has('product', untranslatedWine)?.state).toBe('missing');
    // Description given earlier, appellation removed: partly translated.
    expect(has('product', productId)?.state).toBe('partial');
  });

  it('refuses the default locale', async () => {
    const { status } = await call('GET', '/missing?locale=fr_FR');
    expect(status).toBe(400);
  });
});

describe('POST /admin/translation/machine', () => {
  it('prefills with the local development translator when the platform has no DeepL key', async () => {
    const { status, body } = await call<{ texts: Record<string, string> }>('POST', '/machine', {
      from: 'fr_FR',
      to: 'en_GB',
      texts: { title: 'Visite de la cave', body: '<p>Un vin rouge <a href="/la-cave">de la cave</a></p>' },
      html: true,
    });
    expect(status).toBe(200);
    expect(body.data.texts.title).toBe('[EN] Visit of the cellar');
    expect(body.data.texts.body).toBe('<p>[EN] A wine red <a href="/la-cave">of the cellar</a></p>');
  });

  it('refuses a language the site lacks, in French', async () => {
    const { status, body } = await call('POST', '/machine', {
      from: 'fr_FR',
      to: 'de_DE',
      texts: { a: 'b' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe("La langue « de_DE » n'est pas une langue du site.");
  });
});
