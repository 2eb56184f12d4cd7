import type { ReactElement } from 'react';

// The cart link in the header. The count lives in the browser (localStorage), so the
// worker renders 0 and client/cart-badge.ts feeds the store's count after hydration.

export interface CartBadgeProps {
  count?: number;
  href?: string; // '/panier', prefixed for a non-default locale
}

export function cartBadgeLabel(count: number): string {
  // French puts 0 and 1 in the singular.
  return `Panier, ${count} ${count > 1 ? 'articles' : 'article'}`;
}

export function CartBadge({ count = 0, href = '/panier' }: CartBadgeProps): ReactElement {
  return (
    <a className="cart-badge" href={href} aria-label={cartBadgeLabel(count)}>
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
