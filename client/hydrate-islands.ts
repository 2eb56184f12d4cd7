import { createElement } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_CHUNK_ATTRIBUTE,
  ISLAND_I18N_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '../src/ui/islands/island.tsx';
import type { IslandChunk, IslandI18n } from '../src/ui/islands/island.tsx';
import { TranslatorContext } from '../src/i18n/react.tsx';
import { translatorFrom } from '../src/i18n/translator.ts';
import { islandChunks, islandRegistry } from './island-registry.ts';
import type {
  IslandChunks,
  IslandComponent,
  IslandLoader,
  IslandProps,
  IslandRegistry,
} from './island-registry.ts';

// Finds the islands the worker rendered and hydrates each one in its own wrapper; the rest
// of the page stays static HTML. In the bundle react-dom/client is preact/compat, whose
// hydrateRoot is preact's hydrate.

export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Set while a wrapper's chunk loads: a second call skips it, but it is not hydrated yet. */
const HYDRATING_ATTRIBUTE = 'data-hydrating';

type Hydrate = (element: ReactElement, container: Element) => void;

const hydrateInto: Hydrate = (element, container) => {
  hydrateRoot(container, element);
};

export interface HydrateOptions {
  root?: ParentNode;
  registry?: IslandRegistry;
  /** Lazily loaded bundles, for wrappers that name one (data-chunk). */
  chunks?: IslandChunks;
  hydrate?: Hydrate;
  /** A loader failed (a chunk missing after a deploy). */
  onLoadError?: (error: unknown) => void;
}

export function parseIslandProps(raw: string | null): IslandProps {
  try {
    const props = JSON.parse(raw ?? '{}') as unknown;
    return typeof props === 'object' && props !== null && !Array.isArray(props) ? (props as IslandProps) : {};
  } catch {
    return {};
  }
}

/** The island's element, inside the translator its wrapper's messages make (when it has some). */
export function islandElement(component: IslandComponent, wrapper: Element): ReactElement {
  const element = createElement(component, parseIslandProps(wrapper.getAttribute(ISLAND_PROPS_ATTRIBUTE)));
  const raw = wrapper.getAttribute(ISLAND_I18N_ATTRIBUTE);
  if (raw === null) return element;
  const { locale, messages } = JSON.parse(raw) as IslandI18n;
  return createElement(
    TranslatorContext.Provider,
    { value: translatorFrom(locale, messages as Parameters<typeof translatorFrom>[1]) },
    element,
  );
}

/**
 * The loader of a wrapper's island: from the main registry, or from the chunk the wrapper
 * names (the chunk is imported when the island loads, once: the module cache keeps it).
 */
function loaderFor(
  name: string,
  chunk: string | null,
  registry: IslandRegistry,
  chunks: IslandChunks,
): IslandLoader | undefined {
  if (registry[name]) return registry[name];
  if (chunk === null || !Object.hasOwn(chunks, chunk)) return undefined;
  const loadChunk = chunks[chunk as IslandChunk];
  return async () => {
    const load = (await loadChunk())[name];
    if (!load) throw new Error(`island ${name} is not in the ${chunk} chunk`);
    return load();
  };
}

/** Hydrates every island not hydrated yet; resolves with how many it hydrated. */
export async function hydrateIslands(options: HydrateOptions = {}): Promise<number> {
  const {
    root = document,
    registry = islandRegistry,
    chunks = islandChunks,
    hydrate = hydrateInto,
    onLoadError,
  } = options;
  const wrappers = Array.from(
    root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}]):not([${HYDRATING_ATTRIBUTE}])`),
  );
  const results = await Promise.all(
    wrappers.map(async (wrapper) => {
      const name = wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const load = loaderFor(name, wrapper.getAttribute(ISLAND_CHUNK_ATTRIBUTE), registry, chunks);
      if (!load) return false;
      // Before awaiting, so a second call skips it; « hydrated » only once it is (a chunk island
      // marked while its chunk loaded looked live, and a click on it then did nothing).
      wrapper.setAttribute(HYDRATING_ATTRIBUTE, '');
      try {
        const component = await load();
        hydrate(islandElement(component, wrapper), wrapper);
        wrapper.removeAttribute(HYDRATING_ATTRIBUTE);
        wrapper.setAttribute(HYDRATED_ATTRIBUTE, '');
        return true;
      } catch (error) {
        wrapper.removeAttribute(HYDRATING_ATTRIBUTE);
        onLoadError?.(error);
        return false;
      }
    }),
  );
  return results.filter(Boolean).length;
}
