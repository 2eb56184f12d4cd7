import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';

// The header's account link. Pages are one cacheable rendering for every anonymous visitor,
// so the worker renders the signed-out state (or the signed-in one when it rendered the page
// for a member); in the browser the island reads the non-secret `member=1` hint cookie that
// is set and cleared with the session (worker/auth/session-cookies.ts) and, signed in, shows a
// small menu: the member's first name (from the `member_name` hint set at sign-in), the
// personal space and a sign-out button. The menu is a <details> and the sign-out a plain POST
// form, so both work without JavaScript when the worker rendered the signed-in state. The
// hints grant nothing: the server checks the session. With JavaScript, Escape closes the open
// menu and gives the focus back to its toggle.

export interface AccountIconProps {
  signedIn: boolean;
  accountHref: string; // '/mon-compte'
  authHref: string; // '/auth'
  logoutHref: string; // '/auth/logout' (POST)
  [key: string]: string | boolean;
}

export const ACCOUNT_ICON_MESSAGES = [
  'layout.myAccount',
  'layout.accountSignIn',
  'layout.accountMenu',
  'layout.personalSpace',
  'layout.signOut',
] as const satisfies readonly MessageKey[];

export const hasMemberHint = (cookie: string): boolean => /(?:^|;\s*)member=1(?:;|$)/.test(cookie);

/** The first name the sign-in left in the `member_name` hint cookie ('' when absent or garbled). */
export function memberNameHint(cookie: string): string {
  const value = /(?:^|;\s*)member_name=([^;]*)/.exec(cookie)?.[1];
  if (!value) return '';
  try {
    return decodeURIComponent(value).slice(0, 40);
  } catch {
    return '';
  }
}

function PersonIcon(): ReactElement {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function AccountIcon({ signedIn, accountHref, authHref, logoutHref }: AccountIconProps): ReactElement {
  const [member, setMember] = useState(signedIn);
  const [name, setName] = useState('');
  const { t } = useT();
  useEffect(() => {
    setMember(hasMemberHint(document.cookie));
    setName(memberNameHint(document.cookie));
  }, []);
  const menu = useRef<HTMLDetailsElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  // A click elsewhere closes it (a click, not a blur: Safari gives no focus to a tapped link or
  // button, and closing on blur would hide them before their click lands).
  useEffect(() => {
    const close = (event: MouseEvent) => {
      const details = menu.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target))
        details.open = false;
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  if (!member) {
    return (
      <a className="header-icons__link" href={authHref} data-member="0">
        <PersonIcon />
        <span className="visually-hidden">{t('layout.accountSignIn')}</span>
      </a>
    );
  }
  return (
    <details className="account-menu" data-member="1" ref={menu} onKeyDown={onKeyDown}>
      <summary className="account-menu__toggle header-icons__link">
        <PersonIcon />
        {name ? (
          <>
            <span className="account-menu__name" aria-hidden="true">
              {name}
            </span>
            <span className="visually-hidden">{t('layout.accountMenu', { name })}</span>
          </>
        ) : (
          <span className="visually-hidden">{t('layout.myAccount')}</span>
        )}
      </summary>
      <ul className="account-menu__list">
        <li>
          <a className="account-menu__item" href={accountHref}>
            {t('layout.personalSpace')}
          </a>
        </li>
        <li>
          <form method="post" action={logoutHref}>
            <button type="submit" className="account-menu__item account-menu__signout">
              {t('layout.signOut')}
            </button>
          </form>
        </li>
      </ul>
    </details>
  );
}
