import { pick, type ResourceApi } from '../resource-types';

// What the owner writes and reads day to day: news, the contact inbox and the audit log.

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

export const editorialApis: Record<string, ResourceApi> = {
  news: { path: '/admin/news', listKey: 'news', paged: true, toInput: (record) => pick(record, NEWS_FIELDS) },
  messages: {
    path: '/admin/message',
    listKey: 'messages',
    paged: true,
    updatePath: (id) => `/admin/message/${id}/read`,
    toInput: (record) => ({ read: record.readAt !== null && record.readAt !== undefined }),
  },
  audit: { path: '/admin/audit', listKey: 'entries', paged: true },
};
