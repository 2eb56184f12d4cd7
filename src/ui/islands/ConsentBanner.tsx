import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type { AnalyticsSettings } from '../../domain/analytics-settings.ts';
import {
  CONSENT_STORAGE_KEY,
  consentCookie,
  consentFromCookies,
  isConsentValid,
  parseConsentRecord,
} from '../../domain/consent.ts';
import type { ConsentChoice, ConsentRecord } from '../../domain/consent.ts';
import { CONSENT_EVENT, CONSENT_OPEN_EVENT, dispatchIslandEvent, onIslandEvent } from './island-events.ts';
import type { ConsentDetail } from './island-events.ts';

// The cookie banner (spec sections 1 and 5): bottom of the page, in French, accept-all and
// deny-all as equal buttons, a link to the cookie policy; the choice is asked again after
// 13 months. The banner only announces the choice (CONSENT_EVENT): client/analytics.ts loads
// the services, since src/ may not import client/.

export interface ConsentBannerProps extends AnalyticsSettings {
  /** Rendered open by the worker when the request has no valid consent cookie (consentNeeded()). */
  open?: boolean;
  policyHref?: string;
}

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
    <section className="consent-banner" aria-label="Consentement aux cookies">
      <p className="consent-banner__text">
        Nous utilisons des cookies pour mesurer l’audience du site. Vous pouvez les accepter ou les refuser ;
        votre choix est conservé 13 mois. <a href={policyHref}>En savoir plus sur les cookies</a>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button" onClick={() => choose('accepted')}>
          Tout accepter
        </button>
        <button type="button" className="consent-banner__button" onClick={() => choose('denied')}>
          Tout refuser
        </button>
      </div>
    </section>
  );
}
