import type { ReactElement, ReactNode } from 'react';
import { parameterFlag } from '../../schema/parameter';
import { useSiteView } from '../site-view';

// Account and cart icons, shown per the SHOW_ACCOUNT_ICON / SHOW_CART_ICON settings; the cart
// only on sites that sell. `cart` is the live badge island, passed in by the layout.

const accountIcon = (
  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

export function HeaderIcons({ cart }: { cart?: ReactNode }): ReactElement {
  const { info, parameters, loggedIn, link } = useSiteView();
  const showAccount = parameterFlag(parameters, 'SHOW_ACCOUNT_ICON');
  const showCart = info.isECommerce && parameterFlag(parameters, 'SHOW_CART_ICON');
  return (
    <div className="header-icons">
      {showAccount ? (
        <a className="header-icons__link" href={link('/auth')}>
          {accountIcon}
          <span className="visually-hidden">{loggedIn ? 'Mon compte' : 'Se connecter'}</span>
        </a>
      ) : null}
      {showCart ? cart : null}
    </div>
  );
}
