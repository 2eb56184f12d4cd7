// How each admin resource maps onto the provider API (issue 13): where its list and records
// live, what key holds a page of records in the envelope's data, and how a record is turned
// back into the body the admin endpoint validates. One table, read by the data provider.

export type AdminRecord = { id: string | number } & Record<string, unknown>;

export interface ResourceApi {
  /** API path of the list and of the records (`${path}/${id}`). */
  path: string;
  /** The key of the array in a paged answer (`{news, total}`); null when the answer is the array. */
  listKey: string | null;
  /** Where updates go when it is not `${path}/${id}` with PUT. */
  updatePath?: (id: string | number) => string;
  /** Where one record is read when it is not `${path}/${id}`. */
  getPath?: (id: string | number) => string;
  /** The record from what the API answered for one item. */
  toRecord?: (data: unknown) => AdminRecord;
  /** The record from one item of a list, when a list item differs from a single read. */
  toListRecord?: (data: unknown) => AdminRecord;
  /** The body the admin endpoint validates, from the edited record. */
  toInput?: (record: Record<string, unknown>) => unknown;
  /** Whether the list is paged by the API (list query) or whole (paged here). */
  paged: boolean;
}

/** A filter or sort value as text (objects as JSON, never « [object Object] »). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

export const PAGE_FIELDS = [
  'title',
  'url',
  'path',
  'menuTitle',
  'metaDescription',
  'layout',
  'idParent',
  'isValid',
  'showInMenu',
  'isFixedOnRight',
  'useAbsoluteMenu',
] as const;

export const NEWS_FIELDS = [
  'title',
  'summary',
  'content',
  'imageUrl',
  'imageAlt',
  'isPromoted',
  'isValid',
  'publishedAt',
  'locale',
] as const;

export const RESOURCES: Record<string, ResourceApi> = {
  pages: {
    path: '/admin/page',
    listKey: 'pages',
    paged: false,
    toListRecord: (data) => data as AdminRecord,
    toRecord: (data) => {
      const { page, blocks, layout } = data as {
        page: AdminRecord;
        blocks: unknown[];
        layout: { hash: string };
      };
      return { ...page, blocks, layoutHash: layout.hash };
    },
    toInput: (record) => {
      const input = pick(record, PAGE_FIELDS) as Record<string, unknown>;
      const link = record.link as { type?: string; url?: string | null } | undefined;
      if (link?.type === 'URL') Object.assign(input, { linkType: 'URL', linkUrl: link.url ?? null });
      return input;
    },
  },
  news: { path: '/admin/news', listKey: 'news', paged: true, toInput: (record) => pick(record, NEWS_FIELDS) },
  messages: {
    path: '/admin/message',
    listKey: 'messages',
    paged: true,
    updatePath: (id) => `/admin/message/${id}/read`,
    toInput: (record) => ({ read: record.readAt !== null && record.readAt !== undefined }),
  },
  audit: { path: '/admin/audit', listKey: 'entries', paged: true },
  settings: {
    path: '/parameter',
    listKey: null,
    paged: false,
    getPath: (id) => `/parameter/${encodeURIComponent(String(id))}`,
    updatePath: (id) => `/admin/parameter/${encodeURIComponent(String(id))}`,
    toRecord: (data) => {
      const parameter = data as { type: string } & Record<string, unknown>;
      return { ...parameter, id: parameter.type };
    },
    toInput: (record) => ({ value: asText(record.value) }),
  },
  sites: {
    path: '/admin/platform/site',
    listKey: null,
    paged: false,
    toInput: (record) =>
      pick(record, [
        'name',
        'url',
        'isECommerce',
        'isWinemaker',
        'isBuilding',
        'defaultLocale',
        'modelSiteId',
        'domains',
      ]),
  },
};
