import type { ComponentType, ReactElement } from 'react';

// The islands contract (HonoX-style). The worker renders an island component in place,
// inside a wrapper that carries the component's name and JSON-only props; the browser
// bundle (client/islands.ts) finds the wrappers and hydrates just those components.
// Props must survive JSON: no functions, dates or class instances.

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** Names the lazily loaded bundle an island lives in (absent: the main islands bundle). */
export const ISLAND_CHUNK_ATTRIBUTE = 'data-chunk';

/** Bundles loaded only on the pages that need them (client/island-registry.ts `islandChunks`). */
export type IslandChunk = 'shop' | 'member';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface IslandProps<P extends Record<string, JsonValue>> {
  name: string; // key in client/island-registry.ts (or in the chunk's registry)
  component: ComponentType<P>;
  props: P;
  /** Shop and checkout islands: 'shop' (registered in client/shop-islands.ts). */
  chunk?: IslandChunk;
}

/** `display: contents` keeps the wrapper out of layout, so islands sit in flex/grid as usual. */
export function Island<P extends Record<string, JsonValue>>({
  name,
  component: Component,
  props,
  chunk,
}: IslandProps<P>): ReactElement {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div
      {...(chunk ? { ...attributes, [ISLAND_CHUNK_ATTRIBUTE]: chunk } : attributes)}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
