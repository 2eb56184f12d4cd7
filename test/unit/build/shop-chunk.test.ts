import type { ReactElement } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, hydrateIslands } from '../../../client/hydrate-islands.ts';
import { island, islandChunks, islandRegistry } from '../../../client/island-registry.ts';
import type { IslandChunks, IslandRegistry } from '../../../client/island-registry.ts';
import { shopIslandRegistry } from '../../../client/shop-islands.ts';
import { Island } from '../../../src/ui/islands/island.tsx';
import { manifestFrom, staticClosure } from '../../../scripts/build-client.mjs';

// The shop chunk: shop and checkout islands in a second bundle that only pages rendering one
// of them load. The wrapper names the chunk; the hydrator imports the chunk's registry.

function wrapper(attributes: Record<string, string>) {
  const values = new Map(Object.entries(attributes));
  return {
    getAttribute: (name: string) => values.get(name) ?? null,
    setAttribute: (name: string, value: string) => values.set(name, value),
    removeAttribute: (name: string) => values.delete(name),
    hasAttribute: (name: string) => values.has(name),
  };
}

const page = (...wrappers: ReturnType<typeof wrapper>[]) =>
  ({ querySelectorAll: () => wrappers }) as unknown as ParentNode;

const Picker = (props: { declination: number }) => `${props.declination}`;
const noChunk = () => Promise.resolve<IslandRegistry>({});

describe('the shop chunk', () => {
  it('hydrates an island of the chunk, importing the chunk only when such an island is on the page', async () => {
    const loadShop = vi.fn(() => Promise.resolve<IslandRegistry>({ Picker: island(Picker) }));
    const chunks: IslandChunks = { shop: loadShop, member: noChunk };
    const hydrate = vi.fn<(element: ReactElement, container: Element) => void>();

    await hydrateIslands({ root: page(), registry: {}, chunks, hydrate });
    expect(loadShop).not.toHaveBeenCalled();

    const picker = wrapper({
      'data-island': 'Picker',
      'data-chunk': 'shop',
      'data-props': '{"declination":7}',
    });
    await expect(hydrateIslands({ root: page(picker), registry: {}, chunks, hydrate })).resolves.toBe(1);
    expect(loadShop).toHaveBeenCalledTimes(1);
    expect(hydrate.mock.calls[0]?.[0].type).toBe(Picker);
    expect(hydrate.mock.calls[0]?.[0].props).toEqual({ declination: 7 });
    expect(picker.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('does not look in a chunk for an island whose wrapper names none, nor in an unknown chunk', async () => {
    const loadShop = vi.fn(() => Promise.resolve<IslandRegistry>({ Picker: island(Picker) }));
    const hydrate = vi.fn();
    const plain = wrapper({ 'data-island': 'Picker', 'data-props': '{}' });
    const elsewhere = wrapper({ 'data-island': 'Picker', 'data-chunk': 'toString', 'data-props': '{}' });
    await expect(
      hydrateIslands({
        root: page(plain, elsewhere),
        registry: {},
        chunks: { shop: loadShop, member: noChunk },
        hydrate,
      }),
    ).resolves.toBe(0);
    expect(loadShop).not.toHaveBeenCalled();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('reports an island missing from its chunk, or a chunk that fails to load, and leaves the wrapper', async () => {
    const onLoadError = vi.fn();
    const missing = wrapper({ 'data-island': 'Nowhere', 'data-chunk': 'shop', 'data-props': '{}' });
    await hydrateIslands({
      root: page(missing),
      registry: {},
      chunks: { shop: () => Promise.resolve({}), member: noChunk },
      hydrate: vi.fn(),
      onLoadError,
    });
    expect(String(onLoadError.mock.calls[0]?.[0])).toContain('Nowhere');
    expect(missing.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    const failure = new TypeError('Failed to fetch dynamically imported module');
    const picker = wrapper({ 'data-island': 'Picker', 'data-chunk': 'shop', 'data-props': '{}' });
    await hydrateIslands({
      root: page(picker),
      registry: {},
      chunks: { shop: () => Promise.reject(failure), member: noChunk },
      hydrate: vi.fn(),
      onLoadError,
    });
    expect(onLoadError).toHaveBeenLastCalledWith(failure);
  });

  it('the real chunk loader imports client/shop-islands.ts', async () => {
    await expect(islandChunks.shop()).resolves.toBe(shopIslandRegistry);
  });

  it('the member chunk holds the login, registration and personal-space forms, out of the main bundle', async () => {
    const member = await islandChunks.member();
    expect(Object.keys(member)).toEqual(['AccountForms', 'AuthForms']);
    expect(Object.keys(islandRegistry)).not.toContain('AuthForms');
    expect(Object.keys(islandRegistry)).not.toContain('AccountForms');
  });

  it('the worker marks a chunk island’s wrapper with the chunk', () => {
    const markup = renderToString(
      createElement(Island<{ declination: number }>, {
        name: 'Picker',
        chunk: 'shop',
        component: Picker,
        props: { declination: 7 },
      }),
    );
    expect(markup).toMatch(
      /^<div data-island="Picker" data-props="\{&quot;declination&quot;:7\}" data-chunk="shop"/,
    );
  });
});

describe('the manifest of a split build', () => {
  // esbuild's metafile shape: outputs with their entry point and imports.
  const metafile = {
    outputs: {
      'public/assets/islands-MAIN.js': {
        entryPoint: 'client/islands.ts',
        imports: [
          { path: 'public/assets/islands-chunk-SHARED.js', kind: 'import-statement' },
          { path: 'public/assets/islands-chunk-SHOP.js', kind: 'dynamic-import' },
          { path: 'public/assets/islands-chunk-MEMBER.js', kind: 'dynamic-import' },
        ],
      },
      'public/assets/islands-chunk-MEMBER.js': {
        entryPoint: 'client/member-islands.ts',
        imports: [{ path: 'public/assets/islands-chunk-SHARED.js', kind: 'import-statement' }],
      },
      'public/assets/islands-chunk-SHOP.js': {
        entryPoint: 'client/shop-islands.ts',
        imports: [
          { path: 'public/assets/islands-chunk-SHARED.js', kind: 'import-statement' },
          { path: 'public/assets/islands-chunk-SHOPONLY.js', kind: 'import-statement' },
          { path: 'public/assets/islands-chunk-PURCHASE.js', kind: 'dynamic-import' },
        ],
      },
      'public/assets/islands-chunk-PURCHASE.js': {
        entryPoint: 'client/shop-product-purchase.ts',
        imports: [
          { path: 'public/assets/islands-chunk-SHARED.js', kind: 'import-statement' },
          { path: 'public/assets/islands-chunk-SHOPONLY.js', kind: 'import-statement' },
          { path: 'public/assets/islands-chunk-PRICES.js', kind: 'import-statement' },
        ],
      },
      'public/assets/islands-chunk-PRICES.js': { imports: [] },
      'public/assets/islands-chunk-SHARED.js': { imports: [] },
      'public/assets/islands-chunk-SHOPONLY.js': {
        imports: [{ path: 'public/assets/islands-chunk-SHARED.js', kind: 'import-statement' }],
      },
    },
  };

  it('follows static imports only, each file once', () => {
    expect(staticClosure(metafile.outputs, 'public/assets/islands-MAIN.js')).toEqual([
      'public/assets/islands-MAIN.js',
      'public/assets/islands-chunk-SHARED.js',
    ]);
  });

  it('names the main files, the shop chunk’s own files and each shop island’s, shared ones counted once', () => {
    expect(manifestFrom(metafile)).toEqual({
      islands: '/assets/islands-MAIN.js',
      chunks: ['/assets/islands-chunk-SHARED.js'],
      shop: '/assets/islands-chunk-SHOP.js',
      shopChunks: ['/assets/islands-chunk-SHOPONLY.js'],
      // Each shop island is a dynamic import of the shop chunk: its files beyond the
      // main bundle's and the shop chunk's.
      shopIslands: {
        'client/shop-product-purchase.ts': [
          '/assets/islands-chunk-PURCHASE.js',
          '/assets/islands-chunk-PRICES.js',
        ],
      },
      member: '/assets/islands-chunk-MEMBER.js',
      memberChunks: [],
    });
  });
});
