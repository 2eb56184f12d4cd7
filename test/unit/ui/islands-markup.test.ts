import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartBadgeIsland } from '../../../client/cart-badge.ts';
import { cartStore } from '../../../client/cart-store.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { TranslatorContext } from '../../../src/i18n/react.tsx';
import { CartBadge } from '../../../src/ui/islands/CartBadge.tsx';
import { ConsentBanner } from '../../../src/ui/islands/ConsentBanner.tsx';
import { Island } from '../../../src/ui/islands/island.tsx';
import { MediaSlider } from '../../../src/ui/islands/MediaSlider.tsx';
import { OnlineStatus } from '../../../src/ui/islands/OnlineStatus.tsx';
import { ProgressBar } from '../../../src/ui/islands/ProgressBar.tsx';
import { Toasts } from '../../../src/ui/islands/Toasts.tsx';
import { analytics } from '../support/island-fixtures.ts';
import { wine } from '../support/shop-factories.ts';

// What the worker renders for each island (react-dom/server, as in the worker).

const html = <P extends object>(component: ComponentType<P>, props: P) =>
  renderToString(
    createElement(
      TranslatorContext.Provider,
      { value: translatorFor('fr_FR') },
      createElement(component, props),
    ),
  );

describe('CartBadge', () => {
  it('links to the cart with an accessible label that says the count', () => {
    const markup = html(CartBadge, { count: 3 });
    expect(markup).toContain('href="/panier"');
    expect(markup).toContain('aria-label="Panier, 3 articles"');
    expect(markup).toContain('>3</span>');
  });

  it('renders 0 on the server, in the French singular', () => {
    expect(html(CartBadge, {})).toContain('aria-label="Panier, 0 article"');
    expect(html(CartBadge, { count: 1 })).toContain('aria-label="Panier, 1 article"');
  });

  it('takes a localised cart path', () => {
    expect(html(CartBadge, { href: '/en/cart' })).toContain('href="/en/cart"');
  });
});

describe('ConsentBanner', () => {
  it('offers accept-all and deny-all as equal buttons, with the cookie policy link', () => {
    const markup = html(ConsentBanner, { ...analytics, open: true });
    expect(markup).toContain('aria-label="Consentement aux cookies"');
    expect(markup).toContain('<button type="button" class="consent-banner__button">Tout accepter</button>');
    expect(markup).toContain('<button type="button" class="consent-banner__button">Tout refuser</button>');
    expect(markup).toContain('href="/cookie-policy"');
  });

  it('renders nothing until the browser knows there is no valid choice', () => {
    expect(html(ConsentBanner, analytics)).toBe('');
  });
});

describe('Toasts', () => {
  it('is a polite live region, present before any toast', () => {
    expect(html(Toasts, {})).toBe('<div class="toasts" role="status" aria-live="polite"></div>');
  });
});

describe('OnlineStatus', () => {
  it('is an empty live region while online', () => {
    const markup = html(OnlineStatus, {});
    expect(markup).toContain('role="status"');
    expect(markup).not.toContain('hors ligne');
  });
});

describe('ProgressBar and MediaSlider', () => {
  it('render idle and closed on the server', () => {
    expect(html(ProgressBar, {})).toBe(
      '<div class="progress-bar" data-state="idle" aria-hidden="true"></div>',
    );
    expect(html(MediaSlider, {})).toBe('');
  });
});

describe('Island wrapper', () => {
  it('marks the island with its name and JSON props', () => {
    const markup = renderToString(
      createElement(Island<{ count: number }>, {
        name: 'CartBadge',
        component: CartBadge,
        props: { count: 2 },
      }),
    );
    expect(markup).toMatch(
      /^<div data-island="CartBadge" data-props="\{&quot;count&quot;:2\}" style="display:contents">/,
    );
  });
});

describe('CartBadge bound to the cart store', () => {
  it('renders the server markup first, even with a restored cart, so hydration matches', () => {
    cartStore.add(wine(), 11, 4);
    expect(renderToString(createElement(CartBadgeIsland, {}))).toBe(html(CartBadge, {}));
    cartStore.clear();
  });
});
