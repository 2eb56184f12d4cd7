import type { ReactElement, ReactNode } from 'react';
import { parameterFlag } from '../../schema/site/parameter';
import { ACCOUNT_ICON_MESSAGES, AccountIcon } from '../islands/AccountIcon';
import { Island } from '../islands/island';
import { useSiteView } from '../site-view';

// Account and cart icons, shown per the SHOW_ACCOUNT_ICON / SHOW_CART_ICON settings; the cart
// only on sites that sell. `cart` is the live badge island, passed in by the layout; the
// account link is an island too (signed-in state from a hint cookie, pages stay cacheable).

export function HeaderIcons({ cart }: { cart?: ReactNode }): ReactElement {
  const { info, parameters, loggedIn, link } = useSiteView();
  const showAccount = parameterFlag(parameters, 'SHOW_ACCOUNT_ICON');
  const showCart = info.isECommerce && parameterFlag(parameters, 'SHOW_CART_ICON');
  return (
    <div className="header-icons">
      {showAccount ? (
        <Island
          name="AccountIcon"
          component={AccountIcon}
          messages={ACCOUNT_ICON_MESSAGES}
          props={{
            signedIn: loggedIn,
            accountHref: link('/mon-compte'),
            authHref: link('/auth'),
            logoutHref: link('/auth/logout'),
          }}
        />
      ) : null}
      {showCart ? cart : null}
    </div>
  );
}
