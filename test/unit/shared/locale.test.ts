import { describe, expect, it } from 'vitest';
import { localeFromPath, localisedPath, localePrefixes } from '../../../src/domain/shared/locale';

// The default locale has no prefix; a path starting with a non-default locale
// code sets it, the longest prefix winning.

const LOCALES = ['fr_FR', 'en_US', 'en_GB'];

describe('localeFromPath', () => {
  it('reads the default locale from an unprefixed path, and never from its own code', () => {
    expect(localeFromPath('/boutique', LOCALES, 'fr_FR')).toEqual({
      locale: 'fr_FR',
      prefix: '',
      path: '/boutique',
    });
    expect(localeFromPath('/fr/boutique', LOCALES, 'fr_FR')).toEqual({
      locale: 'fr_FR',
      prefix: '',
      path: '/fr/boutique',
    });
  });

  it('lets the longest prefix win, and answers the prefix as the path spells it', () => {
    expect(localeFromPath('/en-gb/boutique', LOCALES, 'fr_FR')).toEqual({
      locale: 'en_GB',
      prefix: '/en-gb',
      path: '/boutique',
    });
    expect(localeFromPath('/EN-US', LOCALES, 'fr_FR')).toEqual({
      locale: 'en_US',
      prefix: '/EN-US',
      path: '/',
    });
    // The short prefix both English locales answer to goes to the first one the site lists.
    expect(localeFromPath('/en/boutique', LOCALES, 'fr_FR').locale).toBe('en_US');
    expect(localeFromPath('/en/boutique', ['fr_FR', 'en_GB', 'en_US'], 'fr_FR').locale).toBe('en_GB');
  });

  it('leaves a prefix the site lacks, or a longer word, in the path', () => {
    for (const path of ['/de/boutique', '/english', '/en-au/boutique', '/engage']) {
      expect(localeFromPath(path, LOCALES, 'fr_FR')).toEqual({ locale: 'fr_FR', prefix: '', path });
    }
  });
});

describe('localisedPath and localePrefixes', () => {
  it('builds links under the short prefix, unprefixed in the default locale', () => {
    expect(localePrefixes('en_GB')).toEqual(['en-gb', 'en']);
    expect(localisedPath('/boutique', 'en_GB', 'fr_FR')).toBe('/en/shop'); // the route's English words
    expect(localisedPath('/a-propos', 'en_GB', 'fr_FR')).toBe('/en/a-propos'); // a content path as it is
    expect(localisedPath('/', 'en_GB', 'fr_FR')).toBe('/en');
    expect(localisedPath('/boutique', 'fr_FR', 'fr_FR')).toBe('/boutique');
  });
});
