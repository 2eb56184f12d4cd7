import { analyticsSettingsFromParameters } from '../../src/domain/analytics-settings';
import { localisedPath } from '../../src/domain/locale';
import { parameterFlag } from '../../src/schema/parameter';
import { CartBadge } from '../../src/ui/islands/CartBadge';
import { ConsentBanner } from '../../src/ui/islands/ConsentBanner';
import { Island } from '../../src/ui/islands/island';
import { MediaSlider } from '../../src/ui/islands/MediaSlider';
import { MiniCart } from '../../src/ui/islands/MiniCart';
import { OnlineStatus } from '../../src/ui/islands/OnlineStatus';
import { ProgressBar } from '../../src/ui/islands/ProgressBar';
import { Toasts } from '../../src/ui/islands/Toasts';
import type { LayoutIslands } from '../../src/ui/layout/LayoutFrame';
import { priceSettings } from '../../src/ui/shop/price-view';
import type { SiteView } from '../../src/ui/site-view';

/**
 * The live components of every page: rendered here by the worker, hydrated by client/.
 * The consent banner is rendered open when the request carries no valid consent, so a
 * visitor without JavaScript still sees the choice and nothing loads before it.
 */
export function layoutIslands(view: SiteView, consentOpen: boolean): LayoutIslands {
  const cartHref = localisedPath('/panier', view.locale, view.info.defaultLang.code);
  return {
    progress: <Island name="ProgressBar" component={ProgressBar} props={{}} />,
    cart: !view.info.isECommerce ? undefined : parameterFlag(view.parameters, 'SEE_CART_ON_HOVER') ? (
      <Island
        name="MiniCart"
        chunk="shop"
        component={MiniCart}
        props={{ href: cartHref, prices: priceSettings(view.parameters) }}
      />
    ) : (
      <Island name="CartBadge" component={CartBadge} props={{ href: cartHref }} />
    ),
    slider: <Island name="MediaSlider" component={MediaSlider} props={{}} />,
    notifications: (
      <>
        <Island name="Toasts" component={Toasts} props={{}} />
        <Island name="OnlineStatus" component={OnlineStatus} props={{}} />
      </>
    ),
    consent: (
      <Island
        name="ConsentBanner"
        component={ConsentBanner}
        props={{ ...analyticsSettingsFromParameters(view.parameters), open: consentOpen }}
      />
    ),
  };
}
