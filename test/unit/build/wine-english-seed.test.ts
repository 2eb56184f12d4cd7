import { describe, expect, it } from 'vitest';
import { elementSites } from '../../../worker/seed/elements';
import { sampleMealIcons, sampleProducts, sampleVariations } from '../../../worker/seed/shop-catalogue';
import { wineEnglishOverlayStatements } from '../../../worker/seed/wine-english-overlay';
import { wineSite } from '../../../worker/seed/wine-site';
import {
  englishMealIcons,
  englishProducts,
  englishVariations,
} from '../../../worker/seed/wine-english-catalogue';
import {
  englishAddressNames,
  englishVisitList,
  englishVisits,
} from '../../../worker/seed/wine-english-content';

// The wine estate's English sample stays whole as the French seed grows: an overlaid
// item without English rows does not exist in English (the shop would lose a wine under /en/),
// and an English page must translate a French one.

const wineElements = elementSites.find((site) => site.siteId === wineSite.id);

describe('the wine estate’s English seed', () => {
  it('translates every product, pairing and declination label', () => {
    expect(Object.keys(englishProducts).map(Number)).toEqual(sampleProducts.map((product) => product.id));
    for (const product of sampleProducts) expect(englishProducts[product.id]?.description).not.toBe('');
    expect(Object.keys(englishMealIcons).map(Number)).toEqual(sampleMealIcons.map((icon) => icon.id));
    expect(Object.keys(englishVariations).map(Number)).toEqual(sampleVariations.map((item) => item.id));
  });

  it('translates the workshop list, each of its workshops and the addresses', () => {
    const list = wineElements?.lists[0];
    expect(wineElements?.lists).toHaveLength(1);
    expect(englishVisits).toHaveLength(list?.elements.length ?? -1);
    expect(englishAddressNames).toHaveLength(wineElements?.addresses.length ?? -1);
    // The English menu page of the list is at the list's English path.
    const page = wineSite.pages.find((entry) => entry.translationOf === 'ateliers-mets-et-vins');
    expect(page?.path).toBe(`/${englishVisitList.keyList}`);
  });

  it('gives every French page an English translation with its own path', () => {
    const french = wineSite.pages.filter((page) => (page.locale ?? 'fr_FR') === 'fr_FR');
    const english = wineSite.pages.filter((page) => page.locale === 'en_GB');
    expect(english.map((page) => page.translationOf).sort()).toEqual(french.map((page) => page.key).sort());
    expect(new Set(english.map((page) => page.path)).size).toBe(english.length);
  });

  it('writes overlay rows that find their entity by the French seed', () => {
    const statements = wineEnglishOverlayStatements();
    expect(statements.every((sql) => sql.startsWith('INSERT INTO translations '))).toBe(true);
    expect(statements.every((sql) => sql.includes("'en_GB'") && sql.includes('WHERE site_id = 2 AND'))).toBe(
      true,
    );
  });
});

describe('the wine estate’s sample pages', () => {
  const page = (key: string) => wineSite.pages.find((entry) => entry.key === key);
  const hero = (key: string) => page(key)?.blocks.find((block) => block.kind === 'HERO');

  it('lead the home page’s call to action to the shop, in both languages', () => {
    expect(hero('accueil')?.data).toMatchObject({ ctaHref: '/boutique' });
    expect(hero('en-home')?.data).toMatchObject({ ctaHref: '/en/shop' });
  });

  it('never say the online shop is still to come', () => {
    const html = (key: string) =>
      page(key)
        ?.blocks.map((block) => ('html' in block.data ? String(block.data.html) : ''))
        .join('') ?? '';
    expect(html('nos-vins')).not.toMatch(/bientôt/);
    expect(html('nos-vins')).toContain('<a href="/boutique">boutique en ligne</a>');
    expect(html('en-wines')).toContain('<a href="/en/shop">online shop</a>');
  });
});
