import { describe, expect, it } from 'vitest';
import { request } from '../support/http';

// A site with one language (the massage site, French only) keeps its pages as they
// were: no switcher, no hreflang (there is no other language to point to), /en is a 404.

describe('a single-language site', () => {
  it('has no language switcher, no hreflang and no untranslated note', async () => {
    for (const path of ['/', '/auth', '/qui-suis-je']) {
      const html = await (await request(path)).text();
      expect(html, path).toContain('<html lang="fr-FR">');
      // The element, not the word: the page carries site.css inline, switcher rules included.
      expect(html, path).not.toContain('class="language-switcher');
      expect(html, path).not.toContain('hrefLang=');
      expect(html, path).not.toContain('og:locale:alternate');
      expect(html, path).not.toContain('page-non-traduite');
    }
  });

  it('answers /en with a 404', async () => {
    expect((await request('/en')).status).toBe(404);
    expect((await request('/en/auth')).status).toBe(404);
  });
});
