import { MINI_CART_ATTRIBUTE } from '../src/ui/islands/island-events.ts';

// SEE_CART_ON_HOVER: the header's cart badge (main bundle) becomes the mini-cart (shop chunk)
// the first time a mouse rests on it or focus reaches it. The shop chunk is imported then,
// not on page load, so pages without a shop island (the home page) load none of it. A touch
// does not count: on a phone a tap on the badge simply opens the cart page.
// The worker marks the badge: <div data-mini-cart='{"href":…,"prices":…}'><div data-island="CartBadge">…

export type OpenMiniCart = (hook: Element, doc: Document) => void;

const loadShopChunk = (): Promise<OpenMiniCart> =>
  import('./shop-islands.ts').then((chunk) => chunk.openMiniCart);

export function watchMiniCarts(doc: Document = document, load = loadShopChunk): () => void {
  const wake = (event: Event) => {
    const hook = (event.target as Element).closest?.(`[${MINI_CART_ATTRIBUTE}]`);
    if (!hook || (event as PointerEvent).pointerType === 'touch') return;
    load()
      .then((open) => open(hook, doc))
      .catch((error: unknown) => console.error('mini-cart failed to load', error));
  };
  doc.addEventListener('pointerover', wake);
  doc.addEventListener('focusin', wake);
  return () => {
    doc.removeEventListener('pointerover', wake);
    doc.removeEventListener('focusin', wake);
  };
}
