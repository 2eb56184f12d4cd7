import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

// Status (default 500) and message (default Error); the unknown-route
// message is the spec's English constant, shown in French here.
const FRENCH: Record<string, string> = {
  'This page could not be found': 'Cette page est introuvable.',
  Error: 'Une erreur est survenue.',
};

export function errorMessage(message: string | undefined): string {
  const text = message && message.trim() !== '' ? message : 'Error';
  return FRENCH[text] ?? text;
}

/**
 * The error page in the page's language. The provider's messages are French (the API
 * envelope's language): a French page shows them; a page in another language says what the
 * status means in its own words rather than mixing French into it.
 */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }): ReactElement {
  const { t, uiLocale } = useT();
  const { link } = useSiteView();
  const text =
    uiLocale === 'fr_FR' ? errorMessage(message) : t(status === 404 ? 'error.notFound' : 'error.generic');
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1 id="error-title" className="page-title">
        {status === 404 ? t('error.notFoundTitle') : t('error.title')}
      </h1>
      <p>{text}</p>
      <p>
        <a className="button" href={link('/')}>
          {t('error.backHome')}
        </a>
      </p>
    </section>
  );
}
