import { asText, pick, type AdminRecord, type ResourceApi } from '../resource-types';

// The site itself: its settings (parameters) and its pages with their blocks. The menu order
// (PUT /admin/page-order) and the blocks (PUT /admin/page/{id}/blocks, after the layout hash
// check) have their own calls in client/admin/resources/site/.

const PAGE_FIELDS = [
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

interface PageLink {
  type?: string;
  url?: string | null;
}

/** A page as the editor holds it: its fields, its link flattened, its blocks and its layout. */
export function pageRecord(data: unknown): AdminRecord {
  const { page, blocks, layout } = data as {
    page: AdminRecord & { link?: PageLink };
    blocks: unknown[];
    layout: { hash: string; html: string };
  };
  return {
    ...page,
    linkType: page.link?.type === 'URL' ? 'URL' : 'NONE',
    linkUrl: page.link?.url ?? null,
    blocks,
    layoutHash: layout.hash,
    layoutHtml: layout.html,
  };
}

/** The body of POST/PUT /admin/page from the edited page (a JS link is never offered). */
export function pageInput(record: Record<string, unknown>): Record<string, unknown> {
  const input = pick(record, PAGE_FIELDS);
  // Empty slug or path: the server derives them (from the title, under the parent).
  for (const key of ['url', 'path'] as const) if (!asText(input[key]).trim()) delete input[key];
  if ('menuTitle' in input) input.menuTitle = asText(input.menuTitle).trim() || null;
  if ('metaDescription' in input) input.metaDescription = asText(input.metaDescription);
  const legacy = record.link as PageLink | undefined;
  const linkType = record.linkType ?? legacy?.type;
  const linkUrl = record.linkUrl ?? legacy?.url ?? null;
  if (linkType === 'URL') return { ...input, linkType: 'URL', linkUrl: asText(linkUrl).trim() || null };
  return { ...input, linkType: 'NONE', linkUrl: null };
}

export const siteApis: Record<string, ResourceApi> = {
  pages: {
    path: '/admin/page',
    listKey: 'pages',
    paged: false,
    toListRecord: (data) => data as AdminRecord,
    toRecord: pageRecord,
    toInput: pageInput,
  },
  settings: {
    path: '/parameter',
    listKey: null,
    paged: false,
    getPath: (id) => `/parameter/${encodeURIComponent(String(id))}`,
    updatePath: (id) => `/admin/parameter/${encodeURIComponent(String(id))}`,
    toRecord: (data) => {
      const parameter = data as { type: string } & Record<string, unknown>;
      // The translation API names a setting by its numeric id: kept beside the type.
      return { ...parameter, id: parameter.type, parameterId: parameter.id };
    },
    toInput: (record) => ({ value: asText(record.value) }),
  },
};
