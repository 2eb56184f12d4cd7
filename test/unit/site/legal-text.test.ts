import { describe, expect, it } from 'vitest';
import { fillLegalPlaceholders, LEGAL_PAGES, MISSING_VALUE } from '../../../src/domain/site/legal-text';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { legalTexts, type LegalTextKey } from '../../../worker/seed/legal-texts';
import { massageParameters, parametersFrom } from '../support/parameters';
import { parameterCatalogue } from '../../../worker/seed/parameters';

const legalKeys = Object.keys(legalTexts) as LegalTextKey[];

describe('seeded legal texts with the massage site settings', () => {
  it.each(legalKeys)('%s has every placeholder filled', (key) => {
    const html = fillLegalPlaceholders(legalTexts[key], massageParameters);
    expect(html).not.toContain('{{');
    expect(html).not.toContain('}}');
    expect(html).not.toContain(MISSING_VALUE);
  });

  it('shows the company identity in the legal notice', () => {
    const html = fillLegalPlaceholders(legalTexts.LEGAL_NOTICE, massageParameters);
    expect(html).toContain('<strong>Sophie Morel EI</strong>');
    expect(html).toContain('5 allée des Tilleuls, 44120 Vertou');
    expect(html).toContain('RCS Nantes 917 348 526');
    expect(html).toContain('FR02917348526');
    expect(html).toContain('02 61 91 36 58');
    expect(html).toContain('directeur de la publication est Sophie Morel,');
    expect(html).toContain(
      '<a href="mailto:contact@massages-bien-etre.example">contact@massages-bien-etre.example</a>',
    );
  });

  it('keeps the RGPD figures of the privacy policy through sanitising', () => {
    const html = sanitizeRichText(fillLegalPlaceholders(legalTexts.PRIVACY, massageParameters));
    for (const figure of ['3 ans', '30 jours', '10 jours ouvrés', 'de 9h à 17h, du lundi au vendredi']) {
      expect(html).toContain(figure);
    }
  });
});

describe('placeholder values', () => {
  it('are HTML-escaped, in text and inside attributes', () => {
    const html = fillLegalPlaceholders(
      '<p>{{COMPANY_LEGAL_NAME}}</p><a href="mailto:{{COMPANY_EMAIL}}">x</a>',
      {
        ...parametersFrom({
          COMPANY_LEGAL_NAME: '<script>alert("x")</script> & Fils',
          COMPANY_EMAIL: 'a@b.fr" onmouseover="alert(1)',
        }),
      },
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Fils</p>' +
        '<a href="mailto:a@b.fr&quot; onmouseover=&quot;alert(1)">x</a>',
    );
  });

  it('read « non renseigné » when the setting is empty, blank or null', () => {
    const filled = fillLegalPlaceholders(
      '{{RCS_NUMBER}}|{{INTRACO_VAT}}|{{COMPANY_PHONE}}',
      parametersFrom({ RCS_NUMBER: '', INTRACO_VAT: '   ', COMPANY_PHONE: null }),
    );
    expect(filled).toBe(`${MISSING_VALUE}|${MISSING_VALUE}|${MISSING_VALUE}`);
    expect(MISSING_VALUE).toBe('« non renseigné »');
  });

  it('fill any marker naming an existing setting, spaces allowed inside the braces', () => {
    expect(fillLegalPlaceholders('{{ SIRET_NUMBER }} / {{SHARE_CAPITAL}}', massageParameters)).toBe(
      `917 348 526 00018 / ${MISSING_VALUE}`,
    );
  });

  it('remove markers that name no setting', () => {
    expect(fillLegalPlaceholders('<p>A{{UNKNOWN_KEY}}B{{constructor}}C</p>', massageParameters)).toBe(
      '<p>ABC</p>',
    );
  });

  it('are not expanded again when they contain a marker themselves', () => {
    const html = fillLegalPlaceholders(
      '{{COMPANY_LEGAL_NAME}}',
      parametersFrom({ COMPANY_LEGAL_NAME: '{{COMPANY_PHONE}}', COMPANY_PHONE: '01' }),
    );
    expect(html).toBe('{{COMPANY_PHONE}}');
  });
});

describe('legal pages', () => {
  it('map the five routes to their setting and French title', () => {
    expect(LEGAL_PAGES).toEqual({
      '/privacy-policy': { parameter: 'PRIVACY', title: 'Politique de confidentialité' },
      '/cookie-policy': { parameter: 'COOKIE_POLICY', title: 'Politique cookies' },
      '/legal-notice': { parameter: 'LEGAL_NOTICE', title: 'Mentions légales' },
      '/sale-terms': { parameter: 'SALE_TERMS', title: 'Conditions générales de vente' },
      '/use-terms': { parameter: 'USE_TERMS', title: "Conditions générales d'utilisation" },
    });
  });

  it('point at settings that exist in the catalogue and the seed', () => {
    const catalogue = new Set(parameterCatalogue.map((definition) => definition.type));
    for (const page of Object.values(LEGAL_PAGES)) {
      expect(catalogue.has(page.parameter)).toBe(true);
      expect(legalKeys).toContain(page.parameter);
    }
  });
});
