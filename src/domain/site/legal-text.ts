import { parameterValue, type ParameterMap } from '../../schema/site/parameter';
import { escapeHtml } from '../shared/rich-text';

// Legal texts ("Legal texts") are HTML settings with {{KEY}} markers naming company
// settings; they are filled in when displayed so a change of address shows everywhere at once.

type LegalTextParameter = 'PRIVACY' | 'COOKIE_POLICY' | 'LEGAL_NOTICE' | 'SALE_TERMS' | 'USE_TERMS';

export interface LegalPageDefinition {
  parameter: LegalTextParameter;
  title: string;
}

/** The five legal routes with the setting that holds each text and its French title. */
export const LEGAL_PAGES: Readonly<Record<string, LegalPageDefinition>> = {
  '/privacy-policy': { parameter: 'PRIVACY', title: 'Politique de confidentialité' },
  '/cookie-policy': { parameter: 'COOKIE_POLICY', title: 'Politique cookies' },
  '/legal-notice': { parameter: 'LEGAL_NOTICE', title: 'Mentions légales' },
  '/sale-terms': { parameter: 'SALE_TERMS', title: 'Conditions générales de vente' },
  '/use-terms': { parameter: 'USE_TERMS', title: "Conditions générales d'utilisation" },
};

/**
 * The French addresses of the legal pages: in a French locale they are the pages' one address
 * (the canonical, the links, the sitemap); the spec's paths answer 301 to them there. Under an
 * English locale the spec's paths are already English words and stay the addresses.
 */
export const FRENCH_LEGAL_PATHS: Readonly<Record<string, string>> = {
  '/legal-notice': '/mentions-legales',
  '/privacy-policy': '/politique-de-confidentialite',
  '/use-terms': '/conditions-utilisation',
  '/cookie-policy': '/politique-cookies',
  '/sale-terms': '/conditions-generales-de-vente',
};

const SPEC_LEGAL_PATHS = new Map(Object.entries(FRENCH_LEGAL_PATHS).map(([spec, french]) => [french, spec]));

/** A legal page's address in a locale: its French words in French, the spec's otherwise. */
export function legalPathIn(path: string, locale: string): string {
  return locale.toLowerCase().startsWith('fr') ? (FRENCH_LEGAL_PATHS[path] ?? path) : path;
}

/** The spec's path of a legal page's French address ('/mentions-legales' → '/legal-notice'). */
export function specLegalPath(path: string): string | undefined {
  return SPEC_LEGAL_PATHS.get(path);
}

/** Shown in place of a company setting the owner has not filled in yet. */
export const MISSING_VALUE = '« non renseigné »';

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Replaces every {{KEY}} naming a setting with its escaped value (escaped for attributes too:
 * markers also sit inside href="mailto:…"), or « non renseigné » when the
 * setting is empty; markers naming no setting are removed. One pass: a value that itself holds
 * a marker is not expanded again.
 */
export function fillLegalPlaceholders(html: string, parameters: ParameterMap): string {
  return html.replace(PLACEHOLDER, (_marker, key: string) => {
    if (!Object.hasOwn(parameters, key)) return '';
    const value = parameterValue(parameters, key)?.trim() ?? '';
    return value === '' ? MISSING_VALUE : escapeHtml(value);
  });
}
