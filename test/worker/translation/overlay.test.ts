import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Award, MealIcon, ProductDetail, ProductList } from '../../../src/schema/catalogue/product';
import type { ElementDetail, ElementList, ElementPage } from '../../../src/schema/content/element';
import type { Parameter } from '../../../src/schema/site/parameter';
import type { PublicForm } from '../../../src/schema/content/forms';
import { insertWine } from '../support/catalogue';
import { insertElement, insertList } from '../support/elements';
import { insertParameter } from '../support/factories';
import { insertForm } from '../support/forms';
import { api } from '../support/http';
import { insertBilingualShop, insertTranslation } from '../support/translations';

// Languages: one-row entities read in English take their translated fields from the
// `translations` overlay; an item (product, element list, element, form) without any English
// row does not exist in English (left out of lists, 404); settings fall back to French.

const HOST = 'overlay.localhost';
const OTHER_HOST = 'overlay-other.localhost';
const en = { host: HOST, headers: { userLang: 'en_GB' } };
const fr = { host: HOST };

let siteId: number;
let otherSiteId: number;
let translated: number;
let untranslated: number;

beforeAll(async () => {
  siteId = await insertBilingualShop(HOST);
  otherSiteId = await insertBilingualShop(OTHER_HOST);
  translated = (await insertWine(siteId)).productId;
  untranslated = (await insertWine(siteId)).productId;
  await env.DB.prepare(
    "UPDATE products SET description = '<p>Un vin rouge.</p>', region = 'Loire' WHERE id = ?",
  )
    .bind(translated)
    .run();
  await insertTranslation(
    siteId,
    'product',
    translated,
    'en_GB',
    'description',
    '<p>A red wine.<script>x</script></p>',
  );
  await insertTranslation(siteId, 'product', translated, 'en_GB', 'slug', 'red-wine');
});

describe('products in a non-default locale', () => {
  it('lists only the products translated into the locale, and counts them so', async () => {
    const english = await api<ProductList>('/product', en);
    expect(english.status).toBe(200);
    expect(english.body.data.products.map((product) => product.id)).toEqual([translated]);
    expect(english.body.data.total).toBe(1);
    const french = await api<ProductList>('/product', fr);
    expect(french.body.data.products.map((product) => product.id).sort()).toEqual(
      [translated, untranslated].sort(),
    );
  });

  it('answers the translated fields (sanitised), keeps the name and the untranslated fields', async () => {
    const { status, body } = await api<ProductDetail>(`/product/${translated}`, en);
    expect(status).toBe(200);
    const french = await api<ProductDetail>(`/product/${translated}`, fr);
    expect(body.data.name).toBe(french.body.data.name);
    expect(body.data.description).toBe('<p>A red wine.</p>');
    expect(body.data.slug).toBe('red-wine');
    expect(body.data.region).toBe('Loire'); // no English region: the French one
    expect(french.body.data.description).toBe('<p>Un vin rouge.</p>');
  });

  it('names the other locales in translations, each way', async () => {
    const english = await api<ProductDetail>(`/product/${translated}`, en);
    const french = await api<ProductDetail>(`/product/${translated}`, fr);
    expect(english.body.data.translations).toEqual([
      { locale: 'fr_FR', id: translated, slug: french.body.data.slug },
    ]);
    expect(french.body.data.translations).toEqual([{ locale: 'en_GB', id: translated, slug: 'red-wine' }]);
    const alone = await api<ProductDetail>(`/product/${untranslated}`, fr);
    expect(alone.body.data.translations).toEqual([]);
  });

  it('answers 404, in the request’s language, for a product not translated into the locale', async () => {
    const { status, body } = await api(`/product/${untranslated}`, en);
    expect(status).toBe(404);
    expect(body.message).toBe('This product does not exist.');
  });

  it('translates awards and meal icons, keeping the French text where there is no translation', async () => {
    const award = await env.DB.prepare('SELECT id FROM awards WHERE site_id = ? AND product_id = ?')
      .bind(siteId, translated)
      .first<{ id: number }>();
    await insertTranslation(siteId, 'award', award?.id ?? 0, 'en_GB', 'distinction', 'Gold');
    const awards = await api<Award[]>(`/award?product=${translated}`, en);
    expect(awards.body.data.map((a) => [a.competition, a.distinction])).toEqual([
      ['Concours de test', 'Gold'],
    ]);
    const icon = await env.DB.prepare(
      "INSERT INTO meal_icons (site_id, label, icon_url) VALUES (?, 'Fromages', '/i.svg') RETURNING id",
    )
      .bind(siteId)
      .first<{ id: number }>();
    await insertTranslation(siteId, 'mealIcon', icon?.id ?? 0, 'en_GB', 'label', 'Cheese');
    const icons = await api<MealIcon[]>('/parameter/product/meal-icon', en);
    expect(icons.body.data.map((i) => i.label)).toEqual(['Cheese']);
    const french = await api<MealIcon[]>('/parameter/product/meal-icon', fr);
    expect(french.body.data.map((i) => i.label)).toEqual(['Fromages']);
  });

  it('never applies another site’s translation rows (tenancy)', async () => {
    // A row naming this site's product id, but filed under the other site.
    await insertTranslation(otherSiteId, 'product', untranslated, 'en_GB', 'description', 'Stolen');
    const { status } = await api(`/product/${untranslated}`, en);
    expect(status).toBe(404);
    const list = await api<ProductList>('/product', en);
    expect(list.body.data.products.map((product) => product.id)).toEqual([translated]);
  });
});

describe('element lists, elements and forms in a non-default locale', () => {
  it('keeps only translated lists and elements, with their translated texts and paths', async () => {
    const list = await insertList(siteId);
    const hidden = await insertList(siteId);
    const shown = await insertElement(siteId, list.id, { title: 'Visite de cave' });
    const other = await insertElement(siteId, list.id);
    await insertTranslation(siteId, 'elementList', list.id, 'en_GB', 'title', 'Cellar visits');
    await insertTranslation(siteId, 'elementList', list.id, 'en_GB', 'keyList', 'cellar-visits');
    await insertTranslation(siteId, 'element', shown, 'en_GB', 'title', 'Cellar tour');
    const lists = await api<ElementList[]>('/element', en);
    expect(lists.body.data.map((entry) => [entry.id, entry.title, entry.keyList, entry.keyElem])).toEqual([
      [list.id, 'Cellar visits', 'cellar-visits', list.keyElem],
    ]);
    expect((await api(`/element/${hidden.route}`, en)).status).toBe(404);
    const page = await api<ElementPage>(`/element/${list.route}`, en);
    expect(page.body.data.items.map((item) => [item.id, item.title])).toEqual([[shown, 'Cellar tour']]);
    expect(page.body.data.total).toBe(1);
    expect((await api(`/element/${list.route}/${other}`, en)).status).toBe(404);
    const detail = await api<ElementDetail>(`/element/${list.route}/${shown}`, en);
    expect(detail.body.data.title).toBe('Cellar tour');
    expect(detail.body.data.translations).toEqual([{ locale: 'fr_FR', id: shown, slug: String(shown) }]);
    const french = await api<ElementPage>(`/element/${list.route}`, fr);
    expect(french.body.data.items.map((item) => item.title)).toContain('Visite de cave');
  });

  it('translates a form and its fields, and hides an untranslated form', async () => {
    const form = await insertForm(siteId);
    const untranslatedForm = await insertForm(siteId);
    const french = await api<PublicForm>(`/forms/${form}`, fr);
    const firstField = french.body.data.fields[0];
    await insertTranslation(siteId, 'form', form, 'en_GB', 'title', 'Home visit');
    await insertTranslation(
      siteId,
      'form',
      form,
      'en_GB',
      `fields.${firstField?.name ?? ''}.label`,
      'Your name',
    );
    const english = await api<PublicForm>(`/forms/${form}`, en);
    expect(english.status).toBe(200);
    expect(english.body.data.title).toBe('Home visit');
    expect(english.body.data.fields[0]?.label).toBe('Your name');
    expect(english.body.data.fields[0]?.name).toBe(firstField?.name);
    expect((await api(`/forms/${untranslatedForm}`, en)).status).toBe(404);
  });
});

describe('settings in a non-default locale', () => {
  it('replace a translated value and fall back to the default language otherwise', async () => {
    const { type: translatedType, id } = await insertParameter(siteId, 'Bienvenue');
    const { type: frenchOnly } = await insertParameter(siteId, 'Seulement en français');
    await insertTranslation(siteId, 'parameter', id, 'en_GB', 'value', 'Welcome');
    const english = await api<Parameter[]>('/parameter', en);
    const byType = new Map(english.body.data.map((parameter) => [parameter.type, parameter.value]));
    expect(byType.get(translatedType)).toBe('Welcome');
    expect(byType.get(frenchOnly)).toBe('Seulement en français');
    const one = await api<Parameter>(`/parameter/${translatedType}`, en);
    expect(one.body.data.value).toBe('Welcome');
    const french = await api<Parameter>(`/parameter/${translatedType}`, fr);
    expect(french.body.data.value).toBe('Bienvenue');
  });
});

describe('deleting a translated item', () => {
  it('deletes its overlay rows, so a later row reusing the id inherits nothing', async () => {
    const { productId } = await insertWine(siteId);
    await insertTranslation(siteId, 'product', productId, 'en_GB', 'description', '<p>Gone.</p>');
    await env.DB.prepare('DELETE FROM products WHERE site_id = ? AND id = ?').bind(siteId, productId).run();
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM translations WHERE site_id = ? AND entity = 'product' AND entity_id = ?",
    )
      .bind(siteId, productId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe('addresses and variations in a non-default locale', () => {
  it('translate an address’s name and a variation’s display label, the rest as written', async () => {
    const address = await env.DB.prepare(
      `INSERT INTO company_addresses (site_id, name, line1, postal_code, city)
       VALUES (?, 'Le caveau', '1 rue des Vignes', '49400', 'Saumur') RETURNING id`,
    )
      .bind(siteId)
      .first<{ id: number }>();
    await insertTranslation(
      siteId,
      'companyAddress',
      address?.id ?? 0,
      'en_GB',
      'name',
      'The tasting cellar',
    );
    const english = await api<{ addresses: { id: number; name: string; city: string }[] }>(
      '/company/address',
      en,
    );
    expect(english.body.data.addresses.map((a) => [a.name, a.city])).toEqual([
      ['The tasting cellar', 'Saumur'],
    ]);
    const french = await api<{ addresses: { name: string }[] }>('/company/address', fr);
    expect(french.body.data.addresses.map((a) => a.name)).toEqual(['Le caveau']);

    const variation = await env.DB.prepare(
      "INSERT INTO variations (site_id, label, display_label) VALUES (?, 'fut', 'Élevé en fût') RETURNING id",
    )
      .bind(siteId)
      .first<{ id: number }>();
    await insertTranslation(siteId, 'variation', variation?.id ?? 0, 'en_GB', 'displayLabel', 'Barrel-aged');
    const labels = await api<{ label: string; displayLabel: string | null }[]>('/variation', en);
    expect(labels.body.data.find((v) => v.label === 'fut')?.displayLabel).toBe('Barrel-aged');
    await env.DB.prepare(
      "UPDATE product_declinations SET variation1 = 'fut' WHERE site_id = ? AND product_id = ?",
    )
      .bind(siteId, translated)
      .run();
    const product = await api<ProductDetail>(`/product/${translated}`, en);
    expect(product.body.data.variations).toEqual([{ label: 'fut', displayLabel: 'Barrel-aged' }]);
    const frenchProduct = await api<ProductDetail>(`/product/${translated}`, fr);
    expect(frenchProduct.body.data.variations).toEqual([{ label: 'fut', displayLabel: 'Élevé en fût' }]);
  });
});
