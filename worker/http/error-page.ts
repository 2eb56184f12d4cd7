import { escapeHtml as escape } from '../../src/domain/rich-text';
import { errorMessage } from '../../src/ui/pages/ErrorPage';

/** A plain error page that depends on nothing that could itself fail. */
export function plainErrorHtml(status: number, message: string, details?: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Erreur ${status}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2328;line-height:1.5}a{color:#0b5cad}</style>
</head><body><main><h1>Erreur ${status}</h1><p>${escape(errorMessage(message))}</p>${
    details ? `<p><small>${escape(details)}</small></p>` : ''
  }<p><a href="/">Retour à l'accueil</a></p></main></body></html>`;
}
