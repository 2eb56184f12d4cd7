import type { ComponentType, ReactElement } from 'react';

// The islands contract (HonoX-style). The worker renders an island component in place,
// inside a wrapper that carries the component's name and JSON-only props; the browser
// bundle (client/islands.ts) finds the wrappers and hydrates just those components.
// Props must survive JSON: no functions, dates or class instances.

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface IslandProps<P extends Record<string, JsonValue>> {
  name: string; // key in client/island-registry.ts
  component: ComponentType<P>;
  props: P;
}

/** `display: contents` keeps the wrapper out of layout, so islands sit in flex/grid as usual. */
export function Island<P extends Record<string, JsonValue>>({
  name,
  component: Component,
  props,
}: IslandProps<P>): ReactElement {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
