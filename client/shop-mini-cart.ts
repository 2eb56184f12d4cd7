import { createElement, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { CartLine } from '../src/schema/catalogue/cart.ts';
import { TranslatorContext } from '../src/i18n/react.tsx';
import { translatorFrom } from '../src/i18n/translator.ts';
import { ISLAND_I18N_ATTRIBUTE, type IslandI18n } from '../src/ui/islands/island.tsx';
import { MINI_CART_ATTRIBUTE } from '../src/ui/islands/island-events.ts';
import { MiniCart } from '../src/ui/islands/MiniCart.tsx';
import type { MiniCartProps } from '../src/ui/islands/MiniCart.tsx';
import { cartStore } from './cart-store.ts';
// preact's own render, not react-dom/client's createRoot: importing the latter (or the
// hydrator) here would split them out of the main bundle into one more shared file, which
// costs the main bundle bytes it does not have. In the browser both are preact anyway.
import { render } from 'preact';

// MiniCart bound to the Valtio cart (shop chunk). Hydrated over the worker's markup, its
// first render is the worker's (no lines, count 0) so hydration matches and the stored lines
// arrive in the effect; rendered by openMiniCart in place of the badge (`live`), it starts
// from the store, so the badge's count does not blink to 0.

export function MiniCartIsland(
  props: MiniCartProps & { initiallyOpen?: boolean; live?: boolean },
): ReactElement {
  const { live = false, ...rest } = props;
  const [lines, setLines] = useState<readonly CartLine[] | null>(() =>
    live ? [...cartStore.state.lines] : null,
  );
  useEffect(() => {
    const update = () => setLines([...cartStore.state.lines]);
    update();
    return subscribe(cartStore.state, update);
  }, []);
  return createElement(MiniCart, { ...rest, lines });
}

/** The hook's JSON (the worker's MiniCartProps), or null when it is not that shape. */
export function miniCartProps(raw: string | null): MiniCartProps | null {
  let props: unknown;
  try {
    props = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  if (typeof props !== 'object' || props === null) return null;
  const { href, prices } = props as { href?: unknown; prices?: { [key: string]: unknown } | null };
  if (typeof href !== 'string' || typeof prices !== 'object' || prices === null) return null;
  return {
    href,
    prices: {
      hidePrices: prices.hidePrices === true,
      hidePercentageDiscount: prices.hidePercentageDiscount === true,
    },
  };
}

/** The hook's messages (the worker's data-i18n: the page's language), or null when unreadable. */
function miniCartI18n(raw: string | null): IslandI18n | null {
  try {
    const parsed = JSON.parse(raw ?? '') as Partial<IslandI18n> | null;
    return typeof parsed?.locale === 'string' &&
      typeof parsed.messages === 'object' &&
      parsed.messages !== null
      ? { locale: parsed.locale, messages: parsed.messages }
      : null;
  } catch {
    return null;
  }
}

/**
 * SEE_CART_ON_HOVER (client/mini-cart-trigger.ts): renders the mini-cart in place of the
 * header's CartBadge island inside `hook`, once per badge, open if the pointer or focus is
 * still there, the focus kept on the badge (the new link replaces the old one).
 */
export function openMiniCart(hook: Element, doc: Document): void {
  const props = miniCartProps(hook.getAttribute(MINI_CART_ATTRIBUTE));
  const i18n = miniCartI18n(hook.getAttribute(ISLAND_I18N_ATTRIBUTE));
  const badge = hook.firstElementChild; // the CartBadge island's wrapper
  hook.removeAttribute(MINI_CART_ATTRIBUTE); // once: later hovers are the mini-cart's own
  if (!props || !badge || !i18n) return; // without its words the badge stays a plain link
  const swap = () => {
    const focused = badge.contains(doc.activeElement);
    const initiallyOpen = focused || badge.matches(':hover');
    // The badge island was hydrated into this wrapper: rendering over it unmounts it cleanly.
    const translator = translatorFrom(i18n.locale, i18n.messages as Parameters<typeof translatorFrom>[1]);
    render(
      createElement(
        TranslatorContext.Provider,
        { value: translator },
        createElement(MiniCartIsland, { ...props, initiallyOpen, live: true }),
      ),
      badge,
    );
    if (focused) badge.querySelector<HTMLElement>('.cart-badge')?.focus();
  };
  // A button pressed on the badge while the chunk loaded: replacing the link now, between
  // mousedown and mouseup, would swallow the click that opens the cart page. Swap after it.
  if (badge.querySelector(':active'))
    doc.addEventListener('pointerup', () => setTimeout(swap), { once: true });
  else swap();
}
