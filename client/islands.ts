import { listenForConsent } from './consent-listener.ts';
import { hydrateIslands } from './hydrate-islands.ts';
import { watchMediaGalleries } from './media-slider-trigger.ts';
import { watchMiniCarts } from './mini-cart-trigger.ts';
import {
  isChunkLoadError,
  reloadAfterChunkFailure,
  settleScroll,
  startPageBehaviour,
} from './page-behaviour.ts';

// The browser entry (built by scripts/build-client.mjs). Order matters: listeners before
// hydration, because islands announce things (a stored consent) as soon as they mount.

function start(): void {
  startPageBehaviour(window);
  listenForConsent(window);
  watchMediaGalleries(document);
  watchMiniCarts(document);
  hydrateIslands({
    onLoadError: (error) => {
      if (isChunkLoadError(error)) reloadAfterChunkFailure(window);
      else console.error('island failed to load', error);
    },
  })
    .then(() => settleScroll(window))
    .catch((error: unknown) => console.error('islands failed to hydrate', error));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
