import type { MessageKey } from './messages.ts';

/**
 * The message keys of an island and of the components it renders, as one list for its
 * wrapper. Call it as `/* @__PURE__ *\/ messageKeys(…)`: only the worker reads these lists,
 * and the annotation lets the bundler drop them from the islands' chunks (a spread of the
 * children's lists would otherwise be kept, a few hundred bytes of keys per island).
 */
export function messageKeys<K extends MessageKey>(...lists: readonly (readonly K[])[]): K[] {
  return lists.flat();
}
