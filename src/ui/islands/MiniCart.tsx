import { useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactElement } from 'react';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { CartLine } from '../../schema/catalogue/cart.ts';
import { cartView } from '../cart/cart-view.ts';
import type { PriceSettings } from '../shop/price-view.ts';
import { CART_BADGE_MESSAGES, CartBadge } from './CartBadge.tsx';

// The cart badge with a summary that opens on hover or keyboard focus (SEE_CART_ON_HOVER,
// shop chunk). The badge stays a plain link to the cart page; the summary is a disclosure
// next to it: it opens when the pointer rests on the badge or focus enters it, stays open
// while focus is inside (its links can be tabbed to), and Escape closes it.
// client/shop-mini-cart.ts feeds the stored lines; client/mini-cart-trigger.ts swaps it in for
// the header's CartBadge island on the first hover or focus (the shop chunk loads only then).

export type MiniCartProps = {
  href: string; // the cart page, localised
  prices: PriceSettings;
};

/**
 * The keys the mini-cart reads. It has no island wrapper: the worker writes their compiled
 * messages on its hook (worker/pages/site/islands.tsx) and client/shop-mini-cart.ts builds its
 * translator from them.
 */
export const MINI_CART_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'miniCart.label',
    'miniCart.subtotal',
    'miniCart.view',
    'cart.empty',
  ] as const satisfies readonly MessageKey[],
  CART_BADGE_MESSAGES,
);

const NO_RULES: Record<string, string | null> = {};

export function MiniCart({
  href,
  prices,
  lines = null,
  initiallyOpen = false,
}: MiniCartProps & { lines?: readonly CartLine[] | null; initiallyOpen?: boolean }): ReactElement {
  const t = useT();
  // Opened at once when it replaces the badge the pointer or focus is already on.
  const [open, setOpen] = useState(initiallyOpen);
  const root = useRef<HTMLDivElement>(null);
  // Escape gives focus back to the badge: that focus must not reopen the summary.
  const dismissed = useRef(false);
  const view =
    lines === null
      ? null
      : cartView(lines, { rules: NO_RULES, prices, freeShipping: { bottles: 0, price: 0 } });

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (root.current?.contains(event.relatedTarget)) return;
    dismissed.current = false;
    setOpen(false);
  };
  const escape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    dismissed.current = true;
    setOpen(false);
    root.current?.querySelector<HTMLAnchorElement>('.cart-badge')?.focus();
  };

  return (
    <div
      ref={root}
      className="mini-cart"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!dismissed.current) setOpen(true);
      }}
      onBlur={leave}
      onKeyDown={escape}
    >
      <CartBadge href={href} count={view?.itemCount ?? 0} />
      <section
        className="mini-cart__panel"
        aria-label={t.t('miniCart.label')}
        hidden={!open || view === null}
      >
        {view && view.lines.length > 0 ? (
          <>
            <ul className="mini-cart__lines">
              {view.lines.map((line) => (
                <li key={line.lineId} className="mini-cart__line">
                  <span className="mini-cart__name">
                    {line.name}
                    {line.detail ? ` ${line.detail}` : ''}
                  </span>
                  <span className="mini-cart__quantity">
                    × {line.quantity}
                    {line.total !== null ? ` · ${t.euros(line.total)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            {view.subtotal !== null ? (
              <p className="mini-cart__total">
                {t.t('miniCart.subtotal')} <strong>{t.euros(view.subtotal)}</strong>
              </p>
            ) : null}
          </>
        ) : (
          <p className="mini-cart__empty">{t.t('cart.empty')}</p>
        )}
        <a className="mini-cart__link" href={href}>
          {t.t('miniCart.view')}
        </a>
      </section>
    </div>
  );
}
