import { describe, expect, it } from 'vitest';
import {
  missingItemPath,
  missingSummary,
  rowEntityOf,
  sortedMissing,
} from '../../../client/admin/translation/missing-links';
import {
  initialValues,
  itemName,
  savedMessage,
  untranslated,
  valuesToSave,
} from '../../../client/admin/translation/overlay-form';
import {
  addressesAsSlugs,
  machineTranslateFields,
  readMissing,
  readTranslations,
  saveTranslations,
  type ItemTranslations,
} from '../../../client/admin/translation/translation-api';

// The admin panel's side of the translation API: the overlay panel's reads and
// writes, the machine translator's calls, and the « Traductions manquantes » screen's links.

type Call = { path: string; init: RequestInit | undefined };

function fakeApi(answer: (path: string, body: unknown) => unknown) {
  const calls: Call[] = [];
  const apiFetch = (path: string, init?: RequestInit) => {
    calls.push({ path, init });
    const sent: unknown = init?.body ? JSON.parse(init.body as string) : null;
    const body = { success: true, data: answer(path, sent), message: 'Traduction enregistrée.' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { calls, apiFetch };
}

const product: ItemTranslations = {
  entity: 'product',
  id: 7,
  fields: [
    { field: 'description', label: 'Description', kind: 'html', source: '<p>Un rouge ample.</p>' },
    { field: 'pairing', label: 'Accords', kind: 'text', source: 'Gibier' },
    { field: 'tagline', label: 'Accroche', kind: 'text', source: '' },
  ],
  values: { en_GB: { pairing: 'Game' } },
};

describe('the overlay panel’s form', () => {
  it('starts each field from its written translation, empty otherwise', () => {
    expect(initialValues(product, 'en_GB')).toEqual({ description: '', pairing: 'Game', tagline: '' });
    expect(initialValues(product, 'de_DE')).toEqual({ description: '', pairing: '', tagline: '' });
  });

  it('sends every field, a blanked one as empty so the server removes it', () => {
    expect(valuesToSave(product, { description: '<p>Full red.</p>', pairing: '   ' })).toEqual({
      description: '<p>Full red.</p>',
      pairing: '',
      tagline: '',
    });
  });

  it('lists the fields with a French text still untranslated', () => {
    expect(untranslated(product, initialValues(product, 'en_GB'))).toEqual(['description']);
  });

  it('names the item in the success message', () => {
    expect(itemName({ name: 'Saumur-Champigny' })).toBe('Saumur-Champigny');
    expect(itemName({ id: 3 })).toBe('cet élément');
    expect(savedMessage('la traduction anglaise', 'Saumur-Champigny')).toBe(
      'Traduction anglaise de « Saumur-Champigny » enregistrée.',
    );
    expect(savedMessage('la traduction anglaise', 'cet élément')).toBe(
      'Traduction anglaise de cet élément enregistrée.',
    );
  });
});

describe('the translation API calls', () => {
  it('reads an item’s translations and writes one language', async () => {
    const { calls, apiFetch } = fakeApi((path) => (path.endsWith('/7') ? product : null));
    expect(await readTranslations(apiFetch, 'product', 7)).toEqual(product);
    expect(calls[0]?.path).toBe('/api/admin/translation/product/7');
    await saveTranslations(apiFetch, 'product', 7, 'en_GB', { pairing: 'Game' });
    expect(calls[1]?.path).toBe('/api/admin/translation/product/7/en_GB');
    expect(calls[1]?.init?.method).toBe('PUT');
    expect(JSON.parse(calls[1]?.init?.body as string)).toEqual({ values: { pairing: 'Game' } });
  });

  it('machine-translates plain and HTML texts in separate calls, empty texts not sent', async () => {
    const { calls, apiFetch } = fakeApi((_path, body) => {
      const { texts } = body as { texts: Record<string, string> };
      return { texts: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, `[EN] ${v}`])) };
    });
    const translated = await machineTranslateFields(apiFetch, 'fr_FR', 'en_GB', [
      { field: 'title', kind: 'text', text: 'Vendanges' },
      { field: 'summary', kind: 'text', text: ' ' },
      { field: 'content', kind: 'html', text: '<p>Belle année</p>' },
    ]);
    expect(translated).toEqual({ title: '[EN] Vendanges', content: '[EN] <p>Belle année</p>' });
    expect(calls.map((call) => JSON.parse(call.init?.body as string) as unknown)).toEqual([
      { from: 'fr_FR', to: 'en_GB', texts: { title: 'Vendanges' } },
      { from: 'fr_FR', to: 'en_GB', texts: { content: '<p>Belle année</p>' }, html: true },
    ]);
    expect(calls.every((call) => call.path === '/api/admin/translation/machine')).toBe(true);
  });

  it('makes a machine-translated address an address again, other texts untouched', async () => {
    const { apiFetch } = fakeApi((_path, body) => {
      const { texts } = body as { texts: Record<string, string> };
      return { texts: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, `[EN] ${v}`])) };
    });
    const translated = await machineTranslateFields(apiFetch, 'fr_FR', 'en_GB', [
      { field: 'slug', kind: 'text', text: 'cuvée-des-coteaux' },
      { field: 'appellation', kind: 'text', text: 'Saumur Champigny' },
    ]);
    expect(translated).toEqual({ slug: 'en-cuvee-des-coteaux', appellation: '[EN] Saumur Champigny' });
    expect(addressesAsSlugs({ keyList: 'Nos Événements', keyElem: 'Portes ouvertes !' })).toEqual({
      keyList: 'nos-evenements',
      keyElem: 'portes-ouvertes',
    });
  });

  it('reads the missing list, whether answered as a list or as {items}', async () => {
    const item = { entity: 'news', id: 3, label: 'Vendanges', state: 'missing' };
    const asList = fakeApi(() => [item]);
    expect(await readMissing(asList.apiFetch, 'en_GB')).toEqual([item]);
    expect(asList.calls[0]?.path).toBe('/api/admin/translation/missing?locale=en_GB');
    const asObject = fakeApi(() => ({ items: [item] }));
    expect(await readMissing(asObject.apiFetch, 'en_GB')).toEqual([item]);
  });
});

describe('the missing translations screen', () => {
  it('links row-per-locale and overlay items to their edit screens, the others to the panel', () => {
    expect(missingItemPath({ entity: 'news', id: 3 })).toBe('/news/3');
    expect(missingItemPath({ entity: 'mealIcon', id: 2 })).toBe('/meal-icons/2');
    expect(missingItemPath({ entity: 'variation', id: 9 })).toBe('/variations/9');
    expect(missingItemPath({ entity: 'element', id: 5 })).toBe('/traductions/element/5');
    expect(missingItemPath({ entity: 'parameter', id: 31 })).toBe('/traductions/parameter/31');
    // A translation to read again opens itself, not its original.
    expect(missingItemPath({ entity: 'page', id: 3, translationId: 12 })).toBe('/pages/12');
    expect(rowEntityOf('blogArticles')).toBe('blogArticle');
    expect(rowEntityOf('products')).toBeNull();
  });

  it('sorts by kind then name, and sums up in French', () => {
    const sorted = sortedMissing([
      { entity: 'product', id: 1, label: 'Saumur', state: 'partial' },
      { entity: 'news', id: 4, label: 'Vendanges', state: 'missing' },
      { entity: 'news', id: 2, label: 'Bouchons', state: 'missing' },
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 4, 1]);
    const missing = { state: 'missing' as const };
    const outdated = { state: 'outdated' as const };
    expect(missingSummary([], 'anglais')).toBe('Tout est traduit en anglais.');
    expect(missingSummary([missing], 'anglais')).toBe('1 élément à traduire en anglais.');
    expect(missingSummary([missing, missing, missing], 'anglais')).toBe('3 éléments à traduire en anglais.');
    expect(missingSummary([missing, missing, outdated], 'anglais')).toBe(
      '2 éléments à traduire en anglais et 1 à revoir.',
    );
    expect(missingSummary([outdated], 'anglais')).toBe(
      '1 élément à revoir en anglais : l’original a changé depuis.',
    );
  });
});
