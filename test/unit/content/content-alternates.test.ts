import { describe, expect, it } from 'vitest';
import { idSlugPath, localeAnswer, translationsOf } from '../../../worker/pages/site/content-translations';
import { newsPath } from '../../../src/domain/content/news-url';
import { listAlternates } from '../../../worker/pages/content/element-list-locales';

// Languages: a detail page's paths per locale (meta.alternates, for hreflang and
// the language switcher), and what it does when asked under a locale it has no version in.

describe('content alternates', () => {
  const harvest = {
    id: 12,
    slug: 'les-vendanges',
    locale: 'fr_FR',
    translations: [{ locale: 'en_GB', id: 45, slug: 'the-harvest' }],
  };

  it('names the page in its own locale and in each translation’s, as routes declare them', () => {
    expect(localeAnswer(harvest, 'fr_FR', newsPath)).toEqual({
      kind: 'show',
      alternates: { fr_FR: '/actualites/12-les-vendanges', en_GB: '/actualites/45-the-harvest' },
    });
    expect(localeAnswer({ ...harvest, translations: [] }, 'fr_FR', newsPath)).toEqual({
      kind: 'show',
      alternates: { fr_FR: '/actualites/12-les-vendanges' },
    });
  });

  it('sends another locale’s item to its version there, or nowhere', () => {
    expect(localeAnswer(harvest, 'en_GB', newsPath)).toEqual({
      kind: 'redirect',
      path: '/actualites/45-the-harvest',
    });
    expect(localeAnswer(harvest, 'de_DE', newsPath)).toEqual({ kind: 'missing' });
  });

  it('builds id-slug paths and reads translations softly', () => {
    expect(idSlugPath('/galerie')({ id: 4, slug: 'vignes' })).toBe('/galerie/4-vignes');
    expect(idSlugPath('/galerie')({ id: 4, slug: '' })).toBe('/galerie/4');
    expect(translationsOf({})).toEqual([]);
    expect(translationsOf({ translations: [{ locale: 'en_GB', id: 1 }, harvest.translations[0]] })).toEqual(
      harvest.translations,
    );
  });

  it('gives an element list page the locales its list exists in, with each locale’s key', () => {
    const french = {
      id: 3,
      route: 'ateliers',
      keyList: 'ateliers',
      keyElem: 'atelier',
      title: 'Ateliers',
      description: '',
    };
    const english = { ...french, keyList: 'workshops', keyElem: 'workshop', title: 'Workshops' };
    const byLocale = new Map([
      ['fr_FR', [french]],
      ['en_GB', [english]],
      ['de_DE', []],
    ]);
    expect(listAlternates(byLocale, french, (entry) => `/${entry.keyList}`)).toEqual({
      fr_FR: '/ateliers',
      en_GB: '/workshops',
    });
    expect(listAlternates(byLocale, english, (entry) => `/${entry.keyElem}/9`, new Set(['fr_FR']))).toEqual({
      fr_FR: '/atelier/9',
    });
  });
});
