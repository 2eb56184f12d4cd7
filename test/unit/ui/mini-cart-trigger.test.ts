import { describe, expect, it, vi } from 'vitest';
import { watchMiniCarts } from '../../../client/mini-cart-trigger.ts';
import type { OpenMiniCart } from '../../../client/mini-cart-trigger.ts';
import { miniCartProps } from '../../../client/shop-mini-cart.ts';
import { MINI_CART_ATTRIBUTE } from '../../../src/ui/islands/island-events.ts';

// SEE_CART_ON_HOVER: the main bundle's trigger imports the shop chunk on the first mouse hover
// or focus inside a mini-cart hook, never on a touch nor elsewhere on the page.

type Listener = (event: Event) => void;

function fakeDocument() {
  const listeners = new Map<string, Listener>();
  const doc = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Document;
  const fire = (type: string, target: unknown, pointerType?: string) =>
    listeners.get(type)?.({ type, target, pointerType } as unknown as Event);
  return { doc, listeners, fire };
}

const hook = { id: 'hook' } as unknown as Element;
const insideHook = { closest: (selector: string) => (selector === `[${MINI_CART_ATTRIBUTE}]` ? hook : null) };
const elsewhere = { closest: () => null };

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the mini-cart trigger', () => {
  it('loads the shop chunk and opens the mini-cart on a mouse hover or a focus inside the hook', async () => {
    const { doc, fire } = fakeDocument();
    const open = vi.fn<OpenMiniCart>();
    const load = vi.fn(() => Promise.resolve(open));
    watchMiniCarts(doc, load);

    fire('pointerover', elsewhere, 'mouse');
    fire('pointerover', insideHook, 'touch'); // a tap: the badge's link opens the cart page
    fire('focusin', doc); // the document itself has no closest()
    await settle();
    expect(load).not.toHaveBeenCalled();

    fire('pointerover', insideHook, 'mouse');
    await settle();
    expect(open).toHaveBeenCalledWith(hook, doc);
    fire('focusin', insideHook);
    await settle();
    expect(open).toHaveBeenCalledTimes(2); // openMiniCart itself renders once per hook
  });

  it('reports a chunk that fails to load, and stops listening when asked', async () => {
    const { doc, fire, listeners } = fakeDocument();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = watchMiniCarts(doc, () => Promise.reject(new Error('chunk gone')));
    fire('pointerover', insideHook, 'pen');
    await settle();
    expect(error).toHaveBeenCalledWith('mini-cart failed to load', expect.any(Error));
    error.mockRestore();
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('the mini-cart hook’s props', () => {
  it('reads the worker’s JSON and refuses anything else', () => {
    expect(
      miniCartProps('{"href":"/en/panier","prices":{"hidePrices":true,"hidePercentageDiscount":false}}'),
    ).toEqual({
      href: '/en/panier',
      prices: { hidePrices: true, hidePercentageDiscount: false },
    });
    expect(miniCartProps('{"href":"/panier","prices":{"hidePrices":"yes"}}')).toEqual({
      href: '/panier',
      prices: { hidePrices: false, hidePercentageDiscount: false },
    });
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      'null',
      '{"prices":{}}',
      '{"href":"/panier"}',
      '{"href":3,"prices":{}}',
    ])
      expect(miniCartProps(raw)).toBeNull();
  });
});
