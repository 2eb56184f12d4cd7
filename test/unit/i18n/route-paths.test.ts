import { describe, expect, it } from 'vitest';
import { localisedPath } from '../../../src/domain/shared/locale';
import { localRoutePath, routingAnswer } from '../../../src/i18n/route-paths';

describe('localized route words', () => {
  it('builds links with the locale prefix and its words', () => {
    expect(localisedPath('/mon-compte', 'en_GB', 'fr_FR')).toBe('/en/my-account');
    expect(localisedPath('/mon-compte/commandes/12', 'en_GB', 'fr_FR')).toBe('/en/my-account/orders/12');
    expect(localisedPath('/boutique/1-saumur?x=1', 'en_GB', 'fr_FR')).toBe('/en/shop/1-saumur?x=1');
    expect(localisedPath('/', 'en_GB', 'fr_FR')).toBe('/en');
    expect(localisedPath('/about-me', 'en_GB', 'fr_FR')).toBe('/en/about-me');
    expect(localisedPath('/mon-compte', 'fr_FR', 'fr_FR')).toBe('/mon-compte');
  });

  it('does not translate a word that only starts like a route', () => {
    expect(localRoutePath('/boutiques-amies', 'en_GB')).toBe('/boutiques-amies');
    expect(localRoutePath('/auth/lien/connexion', 'en_GB')).toBe('/sign-in/link/open');
  });

  it('routes the local words on the French route, and redirects French words', () => {
    expect(routingAnswer('/my-account/orders/3', 'en_GB')).toEqual({
      kind: 'route',
      path: '/mon-compte/commandes/3',
    });
    expect(routingAnswer('/mon-compte', 'en_GB')).toEqual({ kind: 'redirect', path: '/my-account' });
    expect(routingAnswer('/blog', 'en_GB')).toEqual({ kind: 'route', path: '/blog' });
    expect(routingAnswer('/about-me', 'en_GB')).toEqual({ kind: 'route', path: '/about-me' });
    expect(routingAnswer('/mon-compte', 'fr_FR')).toEqual({ kind: 'route', path: '/mon-compte' });
  });
});
