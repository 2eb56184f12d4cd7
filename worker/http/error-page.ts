import { escapeHtml as escape } from '../../src/domain/shared/rich-text';
import type { Translator } from '../../src/i18n/translator';
import { errorMessage } from '../../src/ui/pages/ErrorPage';

/**
 * The words of the plain page, as HTML (escaped where they come from a catalogue): French (the
 * default, byte for byte as before) or a translator's.
 */
export interface PlainErrorWords {
  lang: string;
  title: (status: number) => string;
  backHome: string;
  home: string;
}

const FRENCH: PlainErrorWords = {
  lang: 'fr',
  title: (status) => `Erreur ${status}`,
  backHome: "Retour à l'accueil",
  home: '/',
};

/**
 * The plain page's words in the request's language: under /en its lang, title and
 * link home are English, the link going to that language's home.
 */
export function plainErrorWords(translator: Translator, prefix: string): PlainErrorWords {
  if (translator.uiLocale === 'fr_FR' && prefix === '') return FRENCH;
  return {
    lang: escape(translator.tag),
    title: (status) => escape(translator.t('error.status', { status })),
    backHome: escape(translator.t('error.backHome')),
    home: escape(`${prefix}/`),
  };
}

/** A plain error page that depends on nothing that could itself fail. */
export function plainErrorHtml(
  status: number,
  message: string,
  details?: string,
  words: PlainErrorWords = FRENCH,
): string {
  const title = words.title(status);
  return `<!doctype html>
<html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2328;line-height:1.5}a{color:#0b5cad}</style>
</head><body><main><h1>${title}</h1><p>${escape(errorMessage(message))}</p>${
    details ? `<p><small>${escape(details)}</small></p>` : ''
  }<p><a href="${words.home}">${words.backHome}</a></p></main></body></html>`;
}
