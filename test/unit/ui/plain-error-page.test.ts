import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { plainErrorHtml, plainErrorWords } from '../../../worker/http/error-page';

// The plain error page (worker/http/error-page.ts), shown when the site's layout itself fails
// or the host is unknown: French as before, and in the request's language under its prefix.

describe('plainErrorHtml', () => {
  it('keeps the French page as it was', () => {
    const html = plainErrorHtml(500, 'Une erreur est survenue.');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Erreur 500</title>');
    expect(html).toContain('<h1>Erreur 500</h1>');
    expect(html).toContain(`<p><a href="/">Retour à l'accueil</a></p>`);
    expect(plainErrorHtml(404, 'x', undefined, plainErrorWords(translatorFor('fr_FR'), ''))).toBe(
      plainErrorHtml(404, 'x'),
    );
  });

  it('speaks the request’s language under its prefix', () => {
    const translator = translatorFor('en_GB');
    const html = plainErrorHtml(
      500,
      translator.t('error.pageFailed'),
      translator.t('error.details', {
        status: 500,
        message: translator.t('error.generic'),
        reference: 'r-1',
      }),
      plainErrorWords(translator, '/en'),
    );
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<title>Error 500</title>');
    expect(html).toContain('<p><a href="/en/">Back to the home page</a></p>');
    expect(html).toContain('We are sorry: this page could not be displayed.');
    expect(html).toContain('Error 500 – Something went wrong. (reference r-1)');
    expect(html).not.toMatch(/Erreur|Retour|désolés/);
  });
});
