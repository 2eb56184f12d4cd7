import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { AnalyticsSettings } from '../../domain/site/analytics-settings.ts';
import {
  CONSENT_STORAGE_KEY,
  consentCookie,
  consentFromCookies,
  isConsentValid,
  parseConsentRecord,
} from '../../domain/site/consent.ts';
import type { ConsentChoice, ConsentRecord } from '../../domain/site/consent.ts';
import { CONSENT_EVENT, CONSENT_OPEN_EVENT, dispatchIslandEvent, onIslandEvent } from './island-events.ts';
import type { ConsentDetail } from './island-events.ts';

// The cookie banner: bottom of the page, in the page's language, accept-all and
// deny-all as equal buttons, a link to the cookie policy; the choice is asked again after
// 13 months. The banner only announces the choice (CONSENT_EVENT): client/analytics.ts loads
// the services, since src/ may not import client/.

export interface ConsentBannerProps extends AnalyticsSettings {
  /** Rendered open by the worker when the request has no valid consent cookie (consentNeeded()). */
  open?: boolean;
  policyHref?: string;
}

export const CONSENT_BANNER_MESSAGES = [
  'consent.label',
  'consent.text',
  'consent.more',
  'consent.acceptAll',
  'consent.denyAll',
] as const satisfies readonly MessageKey[];

function storedConsent(): ConsentRecord | null {
  try {
    return (
      parseConsentRecord(localStorage.getItem(CONSENT_STORAGE_KEY)) ?? consentFromCookies(document.cookie)
    );
  } catch {
    return consentFromCookies(document.cookie); // storage can be disabled
  }
}

function storeConsent(consent: ConsentRecord): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // The cookie below still keeps the choice.
  }
  document.cookie = consentCookie(consent, location.protocol === 'https:');
}

export function ConsentBanner({
  open = false,
  policyHref = '/cookie-policy',
  ...settings
}: ConsentBannerProps): ReactElement | null {
  const [isOpen, setOpen] = useState(open);
  const { t } = useT();

  const announce = (choice: ConsentChoice) =>
    dispatchIslandEvent<ConsentDetail>(CONSENT_EVENT, { accepted: choice === 'accepted', settings });

  useEffect(() => {
    const consent = storedConsent();
    if (isConsentValid(consent, new Date())) {
      setOpen(false);
      announce(consent.choice);
    } else {
      setOpen(true);
    }
    return onIslandEvent(CONSENT_OPEN_EVENT, () => setOpen(true));
  }, []); // the settings are the server's props: they do not change after hydration

  if (!isOpen) return null;

  const choose = (choice: ConsentChoice) => {
    storeConsent({ choice, date: new Date().toISOString() });
    setOpen(false);
    announce(choice);
  };

  return (
    <section className="consent-banner" aria-label={t('consent.label')}>
      <p className="consent-banner__text">
        {/* One text node before the link, as the French markup always had (no <!-- --> split). */}
        {`${t('consent.text')} `}
        <a href={policyHref}>{t('consent.more')}</a>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button" onClick={() => choose('accepted')}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="consent-banner__button" onClick={() => choose('denied')}>
          {t('consent.denyAll')}
        </button>
      </div>
    </section>
  );
}
