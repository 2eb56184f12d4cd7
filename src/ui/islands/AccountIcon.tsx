import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';

// The header's account link. Pages are one cacheable rendering for every anonymous visitor,
// so the worker renders the signed-out state (or the signed-in one when it rendered the page
// for a member); in the browser the island reads the non-secret `member=1` hint cookie that
// is set and cleared with the session (worker/auth/session-cookies.ts) and links to the
// personal space when it is there. The hint grants nothing: the server checks the session.

export interface AccountIconProps {
  signedIn: boolean;
  accountHref: string; // '/mon-compte'
  authHref: string; // '/auth'
  [key: string]: string | boolean;
}

export const ACCOUNT_ICON_MESSAGES = [
  'layout.myAccount',
  'layout.accountSignIn',
] as const satisfies readonly MessageKey[];

export const hasMemberHint = (cookie: string): boolean => /(?:^|;\s*)member=1(?:;|$)/.test(cookie);

export function AccountIcon({ signedIn, accountHref, authHref }: AccountIconProps): ReactElement {
  const [member, setMember] = useState(signedIn);
  const { t } = useT();
  useEffect(() => setMember(hasMemberHint(document.cookie)), []);
  return (
    <a className="header-icons__link" href={member ? accountHref : authHref} data-member={member ? '1' : '0'}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="visually-hidden">{member ? t('layout.myAccount') : t('layout.accountSignIn')}</span>
    </a>
  );
}
