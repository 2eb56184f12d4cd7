import { useContext, type ComponentType, type ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages';
import { TranslatorContext } from '../../i18n/react';

// The islands contract (HonoX-style). The worker renders an island component in place,
// inside a wrapper that carries the component's name and JSON-only props; the browser
// bundle (client/islands.ts) finds the wrappers and hydrates just those components.
// Props must survive JSON: no functions, dates or class instances.

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/**
 * The island's interface text: `{"locale":"en_GB","messages":{key: compiled}}`, only the keys
 * it declares, in the page's language (the browser wraps it in a TranslatorContext).
 */
export const ISLAND_I18N_ATTRIBUTE = 'data-i18n';
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
  /** The message keys the island reads with useT() (embedded compiled, for the browser). */
  messages?: readonly MessageKey[];
}

export interface IslandI18n {
  locale: string;
  messages: Record<string, unknown>;
}

/** The compiled messages of the given keys, from the request's translator (also the mini-cart hook's). */
export function islandI18n(
  translator: { locale: string; compiled: Record<string, unknown> },
  keys: readonly MessageKey[],
): IslandI18n {
  const messages: Record<string, unknown> = {};
  for (const key of keys) messages[key] = translator.compiled[key];
  return { locale: translator.locale, messages };
}

/** `display: contents` keeps the wrapper out of layout, so islands sit in flex/grid as usual. */
export function Island<P extends Record<string, JsonValue>>({
  name,
  component: Component,
  props,
  chunk,
  messages,
}: IslandProps<P>): ReactElement {
  const translator = useContext(TranslatorContext);
  const attributes: Record<string, string> = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
  };
  if (messages && messages.length > 0) {
    if (!translator) throw new Error(`island ${name} needs messages but no TranslatorContext is set`);
    attributes[ISLAND_I18N_ATTRIBUTE] = JSON.stringify(islandI18n(translator, messages));
  }
  return (
    <div
      {...(chunk ? { ...attributes, [ISLAND_CHUNK_ATTRIBUTE]: chunk } : attributes)}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
