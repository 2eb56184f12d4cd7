import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, hydrateIslands, parseIslandProps } from '../../../client/hydrate-islands.ts';
import type { IslandRegistry } from '../../../client/island-registry.ts';
import { island } from '../../../client/island-registry.ts';

/** A wrapper element as the worker renders it: name and JSON props as attributes. */
function wrapper(name: string, props: string) {
  const attributes = new Map([
    ['data-island', name],
    ['data-props', props],
  ]);
  return {
    getAttribute: (attribute: string) => attributes.get(attribute) ?? null,
    setAttribute: (attribute: string, value: string) => attributes.set(attribute, value),
    removeAttribute: (attribute: string) => attributes.delete(attribute),
    hasAttribute: (attribute: string) => attributes.has(attribute),
  };
}

const Badge = (props: { count: number }) => `${props.count}`;
const Banner = () => null;

function page(...wrappers: ReturnType<typeof wrapper>[]) {
  return { querySelectorAll: () => wrappers } as unknown as ParentNode;
}

describe('hydrating islands', () => {
  it('hydrates each registered island in its wrapper with its props', async () => {
    const registry: IslandRegistry = { Badge: island(Badge), Banner: island(Banner) };
    const badge = wrapper('Badge', '{"count":3}');
    const banner = wrapper('Banner', '{}');
    const hydrate = vi.fn<(element: ReactElement, container: Element) => void>();
    await expect(hydrateIslands({ root: page(badge, banner), registry, hydrate })).resolves.toBe(2);
    const [element, container] = hydrate.mock.calls[0] ?? [];
    expect(element?.type).toBe(Badge);
    expect(element?.props).toEqual({ count: 3 });
    expect(container).toBe(badge);
    expect(badge.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('leaves islands it does not know as static HTML', async () => {
    const hydrate = vi.fn();
    const unknown = wrapper('Unknown', '{}');
    await expect(hydrateIslands({ root: page(unknown), registry: {}, hydrate })).resolves.toBe(0);
    expect(hydrate).not.toHaveBeenCalled();
    expect(unknown.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it('reports a loader failure (a missing chunk) and leaves the wrapper to retry', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const registry: IslandRegistry = { Badge: () => Promise.reject(failure) };
    const onLoadError = vi.fn();
    const badge = wrapper('Badge', '{}');
    await hydrateIslands({ root: page(badge), registry, hydrate: vi.fn(), onLoadError });
    expect(onLoadError).toHaveBeenCalledWith(failure);
    expect(badge.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it('reads JSON props and falls back to none', () => {
    expect(parseIslandProps('{"open":true}')).toEqual({ open: true });
    expect(parseIslandProps('[1]')).toEqual({});
    expect(parseIslandProps('{oops')).toEqual({});
    expect(parseIslandProps(null)).toEqual({});
  });
});
