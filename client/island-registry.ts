import type { ComponentType } from 'react';
import type { JsonValue } from '../src/ui/islands/island.tsx';
import { AccountIcon } from '../src/ui/islands/AccountIcon.tsx';
import { AuthForms } from '../src/ui/islands/AuthForms.tsx';
import { BuilderForm } from '../src/ui/islands/BuilderForm.tsx';
import { ConsentBanner } from '../src/ui/islands/ConsentBanner.tsx';
import { MessageForm } from '../src/ui/islands/MessageForm.tsx';
import { MediaSlider } from '../src/ui/islands/MediaSlider.tsx';
import { OnlineStatus } from '../src/ui/islands/OnlineStatus.tsx';
import { ProgressBar } from '../src/ui/islands/ProgressBar.tsx';
import { Toasts } from '../src/ui/islands/Toasts.tsx';
import { CartBadgeIsland } from './cart-badge.ts';

// Island name (the wrapper's data-island) → loader of the component that hydrates it.
// Loaders return promises so an entry can become `() => import('…')` once the build splits
// chunks; today every island is used on every page and one file is smaller and faster
// (dynamic imports cost about 0.8 KB gzip of wrappers in a single-file build).
// Store-bound islands map to their client wrapper (CartBadge → CartBadgeIsland), since
// src/ may not import client/.

export type IslandProps = Record<string, JsonValue>;
export type IslandComponent = ComponentType<IslandProps>;
export type IslandLoader = () => Promise<IslandComponent>;
export type IslandRegistry = Readonly<Record<string, IslandLoader>>;

/** The worker serialised the props from this component's own props type, hence the cast. */
export const island =
  <P>(component: ComponentType<P>): IslandLoader =>
  () =>
    Promise.resolve(component as unknown as IslandComponent);

export const islandRegistry: IslandRegistry = {
  AccountIcon: island(AccountIcon),
  AuthForms: island(AuthForms),
  BuilderForm: island(BuilderForm),
  CartBadge: island(CartBadgeIsland),
  ConsentBanner: island(ConsentBanner),
  MessageForm: island(MessageForm),
  MediaSlider: island(MediaSlider),
  OnlineStatus: island(OnlineStatus),
  ProgressBar: island(ProgressBar),
  Toasts: island(Toasts),
};
