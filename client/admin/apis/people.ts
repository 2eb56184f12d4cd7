import { pick, type AdminRecord, type ResourceApi } from '../resource-types';

// People: members and newsletter lists and subscribers.

const NEWSLETTER_LIST_FIELDS = ['name', 'description', 'isDefault', 'position'] as const;

/** The subscribers endpoint pages by 50 (its own `page` parameter): the screen asks pages of 50. */
export const SUBSCRIBERS_PER_PAGE = 50;

/**
 * The members search box: the API searches the address and both names with `search=lk:…`;
 * the box shows the words alone. Used as the filter input's parse/format.
 */
export const memberSearch = {
  parse: (value: string): string => (value.trim() === '' ? '' : `lk:${value.trim()}`),
  format: (value: unknown): string => (typeof value === 'string' ? value.replace(/^lk:/, '') : ''),
};

/** A member as a record, with the name the screens show (« Claire Bernard », or the e-mail). */
export function toMemberRecord(data: unknown): AdminRecord {
  const member = data as AdminRecord & { firstname?: string; lastname?: string; email?: string };
  const fullName = `${member.firstname ?? ''} ${member.lastname ?? ''}`.trim();
  return { ...member, fullName: fullName === '' ? (member.email ?? '') : fullName };
}

export const peopleApis: Record<string, ResourceApi> = {
  members: { path: '/admin/member', listKey: 'members', paged: true, toRecord: toMemberRecord },
  newsletterLists: {
    path: '/admin/newsletter/lists',
    listKey: null,
    paged: false,
    // No single-list read: the edit screen reads the list's row from the whole list.
    getPath: () => '/admin/newsletter/lists',
    toInput: (record) => pick(record, NEWSLETTER_LIST_FIELDS),
  },
  newsletterSubscribers: { path: '/admin/newsletter/subscribers', listKey: 'subscribers', paged: true },
};

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * A CSV export of the API (members, subscribers) as a file: the session cookie goes with the
 * request; a refusal throws the server's French message, like every other call of the panel.
 */
export async function fetchExport(apiFetch: ApiFetch, path: string): Promise<Blob> {
  const response = await apiFetch(`/api${path}`, {
    credentials: 'same-origin',
    headers: { accept: 'text/csv' },
  });
  if (response.ok) return response.blob();
  let message = `L’export a échoué (erreur ${response.status}).`;
  try {
    const body: { message?: unknown } = await response.json();
    if (typeof body.message === 'string' && body.message !== '') message = body.message;
  } catch {
    // not an envelope: keep the generic sentence
  }
  throw new Error(message);
}

/** The subscribers export's query from the list's filters (the same `list` and `confirmed`). */
export function subscribersExportPath(filter: Record<string, unknown>): string {
  const query = new URLSearchParams();
  if (typeof filter.list === 'number' || (typeof filter.list === 'string' && filter.list !== ''))
    query.set('list', String(filter.list));
  if (filter.confirmed === 'true' || filter.confirmed === true) query.set('confirmed', 'true');
  const search = query.toString();
  return `/admin/newsletter/subscribers/export${search === '' ? '' : `?${search}`}`;
}
