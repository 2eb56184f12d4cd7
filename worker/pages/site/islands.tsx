import { analyticsSettingsFromParameters } from '../../../src/domain/site/analytics-settings';
import { localisedPath } from '../../../src/domain/shared/locale';
import { CART_BADGE_MESSAGES, CartBadge } from '../../../src/ui/islands/CartBadge';
import { CONSENT_BANNER_MESSAGES, ConsentBanner } from '../../../src/ui/islands/ConsentBanner';
import { Island, islandI18n, ISLAND_I18N_ATTRIBUTE } from '../../../src/ui/islands/island';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { MINI_CART_ATTRIBUTE } from '../../../src/ui/islands/island-events';
import { MEDIA_SLIDER_MESSAGES, MediaSlider } from '../../../src/ui/islands/MediaSlider';
import { ONLINE_STATUS_MESSAGES, OnlineStatus } from '../../../src/ui/islands/OnlineStatus';
import { PROGRESS_BAR_MESSAGES, ProgressBar } from '../../../src/ui/islands/ProgressBar';
import { Toasts, TOASTS_MESSAGES } from '../../../src/ui/islands/Toasts';
import { MINI_CART_MESSAGES, type MiniCartProps } from '../../../src/ui/islands/MiniCart';
import type { LayoutIslands } from '../../../src/ui/layout/LayoutFrame';
import { priceSettings } from '../../../src/ui/shop/price-view';
import { parameterFlag } from '../../../src/schema/site/parameter';
import type { SiteView } from '../../../src/ui/site-view';

/**
 * The live components of every page: rendered here by the worker, hydrated by client/.
 * The consent banner is rendered open when the request carries no valid consent, so a
 * visitor without JavaScript still sees the choice and nothing loads before it.
 */
export function layoutIslands(view: SiteView, consentOpen: boolean): LayoutIslands {
  const cartHref = localisedPath('/panier', view.locale, view.info.defaultLang.code);
  const badge = (
    <Island
      name="CartBadge"
      component={CartBadge}
      messages={CART_BADGE_MESSAGES}
      props={{ href: cartHref }}
    />
  );
  // SEE_CART_ON_HOVER: the same badge for every visitor (the page stays cacheable), marked
  // with the mini-cart's props; client/mini-cart-trigger.ts swaps the mini-cart in on the
  // first hover or focus, loading the shop chunk only then.
  const miniCart: MiniCartProps = { href: cartHref, prices: priceSettings(view.parameters) };
  // The mini-cart has no island wrapper: its hook carries its messages in the page's language.
  const miniCartI18n = JSON.stringify(islandI18n(translatorFor(view.locale), MINI_CART_MESSAGES));
  return {
    progress: (
      <Island name="ProgressBar" component={ProgressBar} messages={PROGRESS_BAR_MESSAGES} props={{}} />
    ),
    cart: !view.info.isECommerce ? undefined : parameterFlag(view.parameters, 'SEE_CART_ON_HOVER') ? (
      <div
        className="mini-cart-hook"
        {...{ [MINI_CART_ATTRIBUTE]: JSON.stringify(miniCart), [ISLAND_I18N_ATTRIBUTE]: miniCartI18n }}
      >
        {badge}
      </div>
    ) : (
      badge
    ),
    slider: <Island name="MediaSlider" component={MediaSlider} messages={MEDIA_SLIDER_MESSAGES} props={{}} />,
    notifications: (
      <>
        <Island name="Toasts" component={Toasts} messages={TOASTS_MESSAGES} props={{}} />
        <Island name="OnlineStatus" component={OnlineStatus} messages={ONLINE_STATUS_MESSAGES} props={{}} />
      </>
    ),
    consent: (
      <Island
        name="ConsentBanner"
        component={ConsentBanner}
        messages={CONSENT_BANNER_MESSAGES}
        props={{
          ...analyticsSettingsFromParameters(view.parameters),
          open: consentOpen,
          policyHref: view.link('/cookie-policy'),
        }}
      />
    ),
  };
}
