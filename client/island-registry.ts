import type { ComponentType } from 'react';
import type { IslandChunk, JsonValue } from '../src/ui/islands/island.tsx';
import { AccountIcon } from '../src/ui/islands/AccountIcon.tsx';
import { ConsentBanner } from '../src/ui/islands/ConsentBanner.tsx';
import { MediaSlider } from '../src/ui/islands/MediaSlider.tsx';
import { OnlineStatus } from '../src/ui/islands/OnlineStatus.tsx';
import { ProgressBar } from '../src/ui/islands/ProgressBar.tsx';
import { Toasts } from '../src/ui/islands/Toasts.tsx';

// Island name (the wrapper's data-island) → loader of the component that hydrates it.
// The islands here are used on every page and ship in the main bundle. Islands of the shop
// and checkout pages live in a second bundle, the shop chunk (client/shop-islands.ts), that
// only pages with such an island load: their wrapper says data-chunk="shop" and the hydrator
// imports the chunk's registry through `islandChunks` below.
// Store-bound islands map to their client wrapper (CartBadge → CartBadgeIsland), since
// src/ may not import client/. An island that only some pages carry is imported when such a
// page hydrates it (esbuild gives it its own file): the main bundle keeps what every page uses.

export type IslandProps = Record<string, JsonValue>;
export type IslandComponent = ComponentType<IslandProps>;
export type IslandLoader = () => Promise<IslandComponent>;
export type IslandRegistry = Readonly<Record<string, IslandLoader>>;
/** Chunk name (the wrapper's data-chunk) → import of that chunk's own registry. */
export type IslandChunks = Readonly<Record<IslandChunk, () => Promise<IslandRegistry>>>;

/** The worker serialised the props from this component's own props type, hence the cast. */
export const island =
  <P>(component: ComponentType<P>): IslandLoader =>
  () =>
    Promise.resolve(component as unknown as IslandComponent);

// The two form islands are on the few pages that carry a form (a contact page, a builder
// form block), not on every page: each is imported when such a page hydrates it (esbuild
// gives it its own file), which keeps their 3 KB of gzip out of the bundle every page loads.
// Until then the form is the worker's plain HTML form, which works without JavaScript.
export const islandRegistry: IslandRegistry = {
  AccountIcon: island(AccountIcon),
  // The booking page's free times: paged in place, only on that page.
  BookingSlots: () =>
    import('../src/ui/islands/BookingSlots.tsx').then(
      (module) => module.BookingSlots as unknown as IslandComponent,
    ),
  BuilderForm: () =>
    import('../src/ui/islands/BuilderForm.tsx').then(
      (module) => module.BuilderForm as unknown as IslandComponent,
    ),
  // Only e-commerce sites show the badge; its chunk brings the cart store (valtio, the cart
  // rules), which a site without a shop never downloads.
  CartBadge: () =>
    import('./cart-badge.ts').then((module) => module.CartBadgeIsland as unknown as IslandComponent),
  ConsentBanner: island(ConsentBanner),
  MessageForm: () =>
    import('../src/ui/islands/MessageForm.tsx').then(
      (module) => module.MessageForm as unknown as IslandComponent,
    ),
  MediaSlider: island(MediaSlider),
  OnlineStatus: island(OnlineStatus),
  ProgressBar: island(ProgressBar),
  Toasts: island(Toasts),
};

// esbuild splits the dynamic import into its own file; the code the chunk shares with this
// bundle (preact, valtio, the cart store) stays here, one instance for both.
export const islandChunks: IslandChunks = {
  shop: () => import('./shop-islands.ts').then((chunk) => chunk.shopIslandRegistry),
  member: () => import('./member-islands.ts').then((chunk) => chunk.memberIslandRegistry),
};
