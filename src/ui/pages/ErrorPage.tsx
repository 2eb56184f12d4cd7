import type { ReactElement } from 'react';

// Spec section 8: status (default 500) and message (default Error); the unknown-route
// message is the spec's English constant, shown in French here.
const FRENCH: Record<string, string> = {
  'This page could not be found': 'Cette page est introuvable.',
  Error: 'Une erreur est survenue.',
};

export function errorMessage(message: string | undefined): string {
  const text = message && message.trim() !== '' ? message : 'Error';
  return FRENCH[text] ?? text;
}

export function ErrorPage({ status = 500, message }: { status?: number; message?: string }): ReactElement {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">Erreur {status}</p>
      <h1 id="error-title" className="page-title">
        {status === 404 ? 'Page introuvable' : 'Oups…'}
      </h1>
      <p>{errorMessage(message)}</p>
      <p>
        <a className="button" href="/">
          Retour à l’accueil
        </a>
      </p>
    </section>
  );
}
