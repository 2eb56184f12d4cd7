// The block-data registry (worker/pages/content/block-data.ts): every block kind whose component reads
// the block-data context has a loader for what it reads, the loaders of a page run in one round,
// and each keeps its failure policy. createElement, not JSX: the unit project collects .test.ts.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAddress } from '../../../src/schema/site/address';
import type { PublicForm } from '../../../src/schema/content/forms';
import type { News } from '../../../src/schema/content/news';
import { blockKinds, type BlockKind } from '../../../src/schema/content/page-block';
import type { ReviewList } from '../../../src/schema/content/review';
import { BlockDataContext, EMPTY_BLOCK_DATA, type BlockData } from '../../../src/ui/blocks/block-data';
import { BlockList, parseBlocks } from '../../../src/ui/blocks/BlockList';
import { SiteViewContext } from '../../../src/ui/site-view';
import { blockLoaders, loadBlockData, type StoredBlock } from '../../../worker/pages/content/block-data';
import type { PageDataSource } from '../../../worker/pages/site/site-data';
import { massageParameters } from '../support/parameters';
import { inLocale, view } from '../support/site-view';

/** One valid block of every kind (the `satisfies` fails to compile when a kind is added). */
const SAMPLES = {
  HERO: { title: 'Titre' },
  RICH_TEXT: { html: '<p>Texte</p>' },
  IMAGE: { src: '/a.svg', alt: 'A' },
  IMAGE_TEXT: { image: { src: '/a.svg', alt: '' }, html: '<p>Texte</p>' },
  GALLERY: { images: [{ src: '/a.svg', alt: '' }] },
  CTA: { title: 'Titre', label: 'Aller', href: '/me-contacter' },
  CONTACT: {},
  SOCIAL: {},
  MAP: { address: '1 rue de la Gare' },
  BUILDER_FORM: { formId: 7 },
  REVIEWS: {},
  FORM: { form: 'message' },
  NEWS: {},
  PRODUCT: { productId: 1 },
  PRODUCTS: {},
} satisfies Record<BlockKind, unknown>;

/** The fields of the block-data context a block of this kind reads when it renders. */
function fieldsRead(kind: BlockKind): Set<string> {
  const read = new Set<string>();
  const spy = new Proxy(EMPTY_BLOCK_DATA, {
    get(target, key, receiver) {
      read.add(String(key));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const blocks = [{ id: 1, kind, data: SAMPLES[kind] }];
  expect(parseBlocks(blocks), kind).toHaveLength(1);
  renderToString(
    inLocale(
      createElement(
        SiteViewContext.Provider,
        { value: view() },
        createElement(
          BlockDataContext.Provider,
          { value: spy },
          createElement(BlockList, { blocks, parameters: massageParameters }),
        ),
      ),
    ),
  );
  return read;
}

describe('the block-data registry', () => {
  it('has a loader for every field a block kind reads, and a kind for every loader', () => {
    const fields = new Set<string>();
    for (const kind of blockKinds) {
      for (const field of fieldsRead(kind)) {
        expect(blockLoaders[kind]?.field, `${kind} reads ${field}`).toBe(field);
        fields.add(field);
      }
    }
    // Every loader's kind really reads what it loads, and every field of the context is used.
    for (const [kind, loader] of Object.entries(blockLoaders)) {
      expect(fieldsRead(kind as BlockKind), kind).toContain(loader.field);
    }
    expect([...fields].sort()).toEqual(Object.keys(EMPTY_BLOCK_DATA).sort());
  });

  it('keeps each kind’s failure policy: optional data renders empty, the rest fails the page', () => {
    expect(
      Object.fromEntries(Object.entries(blockLoaders).map(([kind, loader]) => [kind, loader.onFailure])),
    ).toEqual({
      CONTACT: 'render-empty',
      REVIEWS: 'render-empty',
      NEWS: 'fail-page',
      BUILDER_FORM: 'fail-page',
      PRODUCT: 'render-empty',
      PRODUCTS: 'render-empty',
    });
  });
});

const address: CompanyAddress = {
  id: 1,
  name: 'Cabinet',
  line1: '1 rue de la Gare',
  line2: '',
  postalCode: '44120',
  city: 'Vertou',
  country: 'FR',
  phone: '',
  email: '',
  latitude: null,
  longitude: null,
  position: 1,
  type: [],
  openingHours: [],
};
const reviews: ReviewList = { average: 5, total: 1, reviews: [] };
const news = [{ id: 1, title: 'Article' }] as unknown as News[];
const form: PublicForm = {
  id: 7,
  title: 'Devis',
  description: '',
  submitLabel: 'Envoyer',
  successMessage: 'Merci',
  fields: [],
};

type Call = 'addresses' | 'reviews' | 'news' | 'form';

/**
 * A page-data source whose provider answers only when the test says so, recording which calls
 * were started: calls started before any answer belong to the same round.
 */
function heldSource(failing: Partial<Record<Call, Error>> = {}) {
  const started: Call[] = [];
  const releases: (() => void)[] = [];
  const held =
    <T>(call: Call, value: T) =>
    (): Promise<T> => {
      started.push(call);
      return new Promise<T>((resolve, reject) => {
        releases.push(() => {
          const error = failing[call];
          if (error) reject(error);
          else resolve(value);
        });
      });
    };
  const shared = {
    companyAddresses: held('addresses', { addresses: [address], total: 1 }),
    googleReviews: held('reviews', reviews),
    news: held('news', { news, total: news.length }),
    form: held('form', form),
  };
  const cache = { get: <T>(_key: string, read: () => Promise<T>): Promise<T> => read() };
  const source = { provider: shared, shared, cache } as unknown as PageDataSource;
  return { source, started, release: () => releases.forEach((release) => release()) };
}

const everyKind: StoredBlock[] = [
  { kind: 'RICH_TEXT', data: { html: '<p>Texte</p>' } },
  { kind: 'CONTACT', data: {} },
  { kind: 'REVIEWS', data: {} },
  { kind: 'NEWS', data: {} },
  { kind: 'BUILDER_FORM', data: { formId: 7 } },
  { kind: 'BUILDER_FORM', data: { formId: 7 } }, // the same form twice: read once
];

/** Lets every promise already settled or started run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a page’s block data', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts every loader before any answers: one round, not one per kind', async () => {
    const { source, started, release } = heldSource();
    const loading = loadBlockData(source, everyKind, 'req-1');
    await settle();
    expect([...started].sort()).toEqual(['addresses', 'form', 'news', 'reviews']);
    release();
    const data: BlockData = await loading;
    expect(data.addresses).toEqual([address]);
    expect(data.reviews).toEqual(reviews);
    expect(data.promotedNews).toEqual(news);
    expect([...data.builderForms.keys()]).toEqual([7]);
    expect(data.builderForms.get(7)).toEqual({ form, values: {}, errors: {}, notice: null });
  });

  it('loads nothing for a page without such blocks', async () => {
    const { source, started } = heldSource();
    const data = await loadBlockData(source, [{ kind: 'RICH_TEXT', data: { html: '' } }], 'req-2');
    expect(started).toEqual([]);
    expect(data).toEqual(EMPTY_BLOCK_DATA);
  });

  it('keeps the page up when optional data fails: the block gets its empty value, the failure is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { source, release } = heldSource({ reviews: new Error('source en panne') });
    const loading = loadBlockData(source, everyKind, 'req-3');
    await settle();
    release();
    const data = await loading;
    expect(data.reviews).toBeNull();
    expect(data.addresses).toEqual([address]);
    expect(data.promotedNews).toEqual(news);
    expect(logged).toHaveBeenCalledWith(
      JSON.stringify({
        requestId: 'req-3',
        event: 'block_data.reviews_failed',
        error: 'Error: source en panne',
      }),
    );
  });

  it('fails the page when data without a fallback fails (promoted news, a form)', async () => {
    for (const call of ['news', 'form'] as const) {
      const { source, release } = heldSource({ [call]: new Error(`${call} en panne`) });
      const loading = loadBlockData(source, everyKind, 'req-4');
      await settle();
      release();
      await expect(loading).rejects.toThrow(`${call} en panne`);
    }
  });
});
