import { pick, type AdminRecord, type ResourceApi } from '../resource-types';

// What the owner writes and reads day to day: news, the contact inbox and the audit log.

const NEWS_FIELDS = [
  'title',
  'summary',
  'content',
  'isPromoted',
  'isValid',
  'publishedAt',
  'locale',
] as const;

interface NewsImage {
  url: string;
  alt: string;
}

/** The API's `image: {url, alt}` as two form fields, so the image can use MediaInput. */
export function newsToRecord(data: unknown): AdminRecord {
  if (!data || typeof data !== 'object' || !('image' in data)) return data as AdminRecord;
  const { image, ...news } = data as AdminRecord & { image: NewsImage | null };
  return { ...news, imageUrl: image?.url ?? '', imageAlt: image?.alt ?? '' };
}

/** The form's fields back into what POST/PUT /admin/news validate (no URL: no image). */
export function newsToInput(record: Record<string, unknown>): Record<string, unknown> {
  const url = typeof record.imageUrl === 'string' ? record.imageUrl.trim() : '';
  const alt = typeof record.imageAlt === 'string' ? record.imageAlt : '';
  // An emptied input is null in the form: the API wants '' for texts, nothing for the rest.
  const fields = Object.fromEntries(
    Object.entries(pick(record, NEWS_FIELDS))
      .map(([key, value]) => {
        if (key === 'summary' || key === 'content') return [key, value ?? ''];
        return [key, value === '' ? null : value];
      })
      .filter(([, value]) => value !== null),
  ) as Record<string, unknown>;
  return { ...fields, image: url === '' ? null : { url, alt } };
}

export const editorialApis: Record<string, ResourceApi> = {
  news: { path: '/admin/news', listKey: 'news', paged: true, toRecord: newsToRecord, toInput: newsToInput },
  messages: {
    path: '/admin/message',
    listKey: 'messages',
    paged: true,
    updatePath: (id) => `/admin/message/${id}/read`,
    toInput: (record) => ({ read: record.readAt !== null && record.readAt !== undefined }),
  },
  audit: { path: '/admin/audit', listKey: 'entries', paged: true },
  emails: { path: '/admin/email', listKey: 'emails', paged: true },
};
