import { asText, pick, type AdminRecord, type ResourceApi } from '../resource-types';

// The site itself: its settings (parameters) and its pages with their blocks.

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

export const siteApis: Record<string, ResourceApi> = {
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
};
