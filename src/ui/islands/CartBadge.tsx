import { useContext, type ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { TranslatorContext } from '../../i18n/react.tsx';

// The cart link in the header. The count lives in the browser (localStorage), so the
// worker renders 0 and client/cart-badge.ts feeds the store's count after hydration.

export interface CartBadgeProps {
  count?: number;
  href?: string; // '/panier', prefixed for a non-default locale
}

export const CART_BADGE_MESSAGES = ['layout.cartBadge'] as const satisfies readonly MessageKey[];

/** French when no translator is around: the shop chunk's MiniCart draws the badge too. */
function frenchLabel(count: number): string {
  return `Panier, ${count} ${count > 1 ? 'articles' : 'article'}`; // 0 and 1 are singular
}

export function CartBadge({ count = 0, href = '/panier' }: CartBadgeProps): ReactElement {
  const translator = useContext(TranslatorContext);
  const label = translator ? translator.t('layout.cartBadge', { count }) : frenchLabel(count);
  return (
    <a className="cart-badge" href={href} aria-label={label}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20 4H5.2l-.9-2H1Zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
        />
      </svg>
      <span className="cart-badge__count" aria-hidden="true">{`${count}`}</span>
    </a>
  );
}
