import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../client/admin/data-provider';
import {
  configureEditingLocale,
  editingLocale,
  setEditingLocale,
} from '../../../client/admin/translation/editing-locale';
import {
  addTranslationLabel,
  isMultilingual,
  languageName,
  siteLanguages,
  translationName,
} from '../../../client/admin/translation/languages';
import { localeFilter, withLocale } from '../../../client/admin/translation/per-locale';
import {
  findTranslation,
  textsToTranslate,
  translationDraft,
} from '../../../client/admin/translation/row-translation';

// The admin panel's per-language editing: the site's languages, the language being
// edited, and how the data provider lists and creates row-per-locale items in it.

const bilingualInfo = {
  defaultLang: { code: 'fr_FR' },
  languages: [
    { code: 'en_GB', label: 'English', isValid: true },
    { code: 'fr_FR', label: 'Français', isValid: true },
    { code: 'de_DE', label: 'Deutsch', isValid: false },
  ],
};

type Call = { path: string; init: RequestInit | undefined };

function fakeApi(answer: (path: string) => unknown, locale: () => string | null) {
  const calls: Call[] = [];
  const apiFetch = (path: string, init?: RequestInit) => {
    calls.push({ path, init });
    const body = { success: true, data: answer(path), message: '' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { calls, provider: createDataProvider(apiFetch, locale) };
}

const listParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('the site’s languages', () => {
  it('keeps the valid ones, the default first, and names them in French', () => {
    const languages = siteLanguages(bilingualInfo);
    expect(languages).toEqual({
      defaultLocale: 'fr_FR',
      locales: [
        { code: 'fr_FR', label: 'Français' },
        { code: 'en_GB', label: 'English' },
      ],
    });
    expect(isMultilingual(languages)).toBe(true);
    expect(languageName('en_GB')).toBe('Anglais');
    expect(translationName('de_DE')).toBe('la traduction allemande');
    expect(addTranslationLabel('en_GB')).toBe('Ajouter la traduction anglaise');
    expect(translationName('xx_YY')).toBe('la traduction (xx_YY)');
  });

  it('offers no choice on a single-language site (a language switched off does not count)', () => {
    const single = siteLanguages({
      defaultLang: { code: 'fr_FR' },
      languages: [
        { code: 'fr_FR', label: 'Français', isValid: true },
        { code: 'en_GB', label: 'English', isValid: false },
      ],
    });
    expect(isMultilingual(single)).toBe(false);
    configureEditingLocale(1, single, null);
    expect(editingLocale()).toBeNull();
  });
});

describe('the language being edited', () => {
  it('starts on the default, remembers a choice per site, ignores a language the site lacks', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: vi.fn(store.set.bind(store)),
    };
    configureEditingLocale(2, siteLanguages(bilingualInfo), storage);
    expect(editingLocale()).toBe('fr_FR');
    setEditingLocale('en_GB');
    expect(editingLocale()).toBe('en_GB');
    expect(store.get('admin-editing-locale-2')).toBe('en_GB');
    setEditingLocale('de_DE'); // switched off on this site
    expect(editingLocale()).toBe('en_GB');
    configureEditingLocale(2, siteLanguages(bilingualInfo), storage); // a reload
    expect(editingLocale()).toBe('en_GB');
    configureEditingLocale(3, siteLanguages(bilingualInfo), storage); // another site
    expect(editingLocale()).toBe('fr_FR');
  });
});

describe('row-per-locale lists and creates', () => {
  it('adds the language to the filter of row-per-locale resources only, unless one is given', () => {
    expect(localeFilter('news', { q: 'vendanges' }, 'en_GB')).toEqual({ q: 'vendanges', locale: 'en_GB' });
    expect(localeFilter('news', { locale: 'fr_FR' }, 'en_GB')).toEqual({ locale: 'fr_FR' });
    expect(localeFilter('products', {}, 'en_GB')).toEqual({});
    expect(localeFilter('news', {}, null)).toEqual({});
  });

  it('files a create in the form’s language, else the edited one, with its original', () => {
    expect(withLocale('news', { translationOf: 12, locale: 'en_GB' }, { title: 'Harvest' }, 'fr_FR')).toEqual(
      {
        title: 'Harvest',
        locale: 'en_GB',
        translationOf: 12,
      },
    );
    expect(withLocale('albums', {}, { title: 'Chai' }, 'en_GB')).toEqual({ title: 'Chai', locale: 'en_GB' });
    expect(withLocale('albums', { translationOf: null }, { title: 'Chai' }, null)).toEqual({ title: 'Chai' });
    expect(withLocale('products', { locale: 'en_GB' }, { name: 'Saumur' }, 'en_GB')).toEqual({
      name: 'Saumur',
    });
  });

  it('asks the API for the edited language’s news and pages; nothing changes on a single-language site', async () => {
    let locale: string | null = 'en_GB';
    const { calls, provider } = fakeApi(
      (path) =>
        path.startsWith('/api/admin/page')
          ? {
              pages: [
                { id: 1, title: 'Accueil', locale: 'fr_FR' },
                { id: 2, title: 'Home', locale: 'en_GB' },
              ],
            }
          : { news: [], total: 0 },
      () => locale,
    );
    await provider.getList('news', listParams);
    expect(calls.at(-1)?.path).toBe('/api/admin/news?nbItem=10&page=1&locale=en_GB');
    const pages = await provider.getList('pages', listParams);
    expect(calls.at(-1)?.path).toBe('/api/admin/page?locale=en_GB');
    expect((pages.data as { id: number }[]).map((page) => page.id)).toEqual([2]); // an older server's other rows left out
    locale = null;
    await provider.getList('news', listParams);
    expect(calls.at(-1)?.path).toBe('/api/admin/news?nbItem=10&page=1');
    await provider.getList('pages', listParams);
    expect(calls.at(-1)?.path).toBe('/api/admin/page');
  });

  it('creates a translation with its language and original in the body', async () => {
    const { calls, provider } = fakeApi(
      () => ({ id: 45, title: 'Harvest', image: null }),
      () => 'fr_FR',
    );
    await provider.create('news', {
      data: { title: 'Harvest', summary: '', content: '<p>Hi</p>', locale: 'en_GB', translationOf: 12 },
    });
    const body = JSON.parse(calls[0]?.init?.body as string) as Record<string, unknown>;
    expect(calls[0]?.path).toBe('/api/admin/news');
    expect(body).toMatchObject({ title: 'Harvest', locale: 'en_GB', translationOf: 12 });
  });
});

describe('a new translation of a row-per-locale item', () => {
  const original = {
    id: 12,
    slug: 'vendanges-2026',
    title: 'Vendanges 2026',
    summary: 'Les raisins sont rentrés.',
    content: '<p>Belle année.</p>',
    imageUrl: '/media/vendanges.jpg',
    imageAlt: 'Des grappes',
    isValid: true,
    locale: 'fr_FR',
    translationOf: null,
    idFolder: 3,
  };

  it('starts from the original’s texts and image, in the new language, without its address', () => {
    const draft = translationDraft(original, 'en_GB');
    expect(draft).toEqual({
      title: 'Vendanges 2026',
      summary: 'Les raisins sont rentrés.',
      content: '<p>Belle année.</p>',
      imageUrl: '/media/vendanges.jpg',
      imageAlt: 'Des grappes',
      isValid: true,
      locale: 'en_GB',
      translationOf: 12,
    });
  });

  it('sends the texts to translate with their kind, empty ones left out', () => {
    expect(textsToTranslate('news', { ...original, summary: '  ' })).toEqual([
      { field: 'title', kind: 'text', text: 'Vendanges 2026' },
      { field: 'content', kind: 'html', text: '<p>Belle année.</p>' },
      { field: 'imageAlt', kind: 'text', text: 'Des grappes' },
    ]);
  });

  it('finds an original’s translation among a language’s records', () => {
    const records = [
      { id: 40, translationOf: 11, locale: 'en_GB' },
      { id: 45, translationOf: 12, locale: 'en_GB' },
    ];
    expect(findTranslation(records, 12, 'en_GB')?.id).toBe(45);
    expect(findTranslation(records, 13, 'en_GB')).toBeUndefined();
    expect(findTranslation(records, 12, 'de_DE')).toBeUndefined();
  });
});

describe('the panel’s permissions', () => {
  it('carry the site’s languages read from /site/info, and set the language being edited', async () => {
    const { createAuthProvider } = await import('../../../client/admin/auth-provider');
    const info = { name: 'Domaine', isECommerce: true, ...bilingualInfo };
    const provider = createAuthProvider({
      apiFetch: () =>
        Promise.resolve(new Response(JSON.stringify({ success: true, data: info, message: '' }))),
      readSession: () =>
        Promise.resolve({
          account: { email: 'o@example.fr', operator: false },
          sites: [{ id: 9, name: 'Domaine', host: 'vins.localhost', url: 'http://vins.localhost' }],
        }),
      signOut: () => Promise.resolve(),
      siteId: 9,
      here: () => '/sites/9/',
      goTo: () => undefined,
    });
    const permissions: unknown = await provider.getPermissions?.({});
    expect(permissions).toMatchObject({ languages: siteLanguages(bilingualInfo) });
    expect(editingLocale()).toBe('fr_FR');
  });
});

describe('a page’s translation', () => {
  it('starts with its original’s blocks, written with the new page’s layout hash', async () => {
    const layout = { hash: 'h-new', html: '' };
    const original = {
      page: { id: 5, title: 'Le domaine', locale: 'fr_FR' },
      blocks: [{ id: 1, kind: 'TEXT', data: { html: '<p>Bienvenue</p>' } }],
      layout: { hash: 'h-5', html: '' },
    };
    const created = { page: { id: 8, title: 'The estate', locale: 'en_GB' }, blocks: [], layout };
    const { calls, provider } = fakeApi(
      (path) => {
        if (path === '/api/admin/page/5') return original;
        if (path === '/api/admin/page/8') return { ...created, blocks: [{ id: 2, kind: 'TEXT', data: {} }] };
        return created;
      },
      () => 'fr_FR',
    );
    const result = await provider.create('pages', {
      data: { title: 'The estate', locale: 'en_GB', translationOf: 5 },
    });
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.path).toBe('/api/admin/page/8/blocks');
    expect(JSON.parse(put?.init?.body as string)).toEqual({
      blocks: [{ kind: 'TEXT', data: { html: '<p>Bienvenue</p>' } }],
      hash: 'h-new',
    });
    expect((result.data as { id: number }).id).toBe(8);
  });

  it('is created alone when it is not a translation', async () => {
    const { calls, provider } = fakeApi(
      () => ({ page: { id: 9, title: 'Contact' }, blocks: [], layout: { hash: 'h', html: '' } }),
      () => null,
    );
    await provider.create('pages', { data: { title: 'Contact' } });
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/page']);
  });
});

describe('an item’s known translations', () => {
  it('are read from its `translations` answer, by language', async () => {
    const { knownTranslations } = await import('../../../client/admin/translation/row-translation');
    expect(
      knownTranslations({ translations: [{ locale: 'en_GB', id: 45, slug: 'harvest' }, { locale: 3 }] }),
    ).toEqual({ en_GB: { id: 45 } });
    expect(knownTranslations({ id: 1 })).toEqual({});
  });
});
