import { setIsolateClock } from '../../../worker/isolate-memo';
import { adminCall } from '../support/accounts';
import { MASSAGE_HOST } from '../support/http';

// What the publishing tests share: admin calls on one item, and a clock they move forward.

export interface PublicationBody {
  state: 'published' | 'draft' | 'changed' | 'scheduled';
  label: string;
  isLive: boolean;
  version: number;
  fields: Record<string, unknown>;
  hasDraft: boolean;
  publishAt: number | null;
  unpublishAt: number | null;
  locale: string;
}

export function itemCalls(token: string, type: string, id: number, host = MASSAGE_HOST) {
  const base = `/admin/${type}/${id}`;
  return {
    state: () => adminCall<PublicationBody>('GET', `${base}/draft`, token, undefined, host),
    save: (fields: Record<string, unknown>, version: number) =>
      adminCall<PublicationBody>('PUT', `${base}/draft`, token, { fields, version }, host),
    publish: (at?: number) =>
      adminCall<PublicationBody>('POST', `${base}/publish`, token, at === undefined ? {} : { at }, host),
    unpublish: (at?: number) =>
      adminCall<PublicationBody>('POST', `${base}/unpublish`, token, at === undefined ? {} : { at }, host),
    revisions: () =>
      adminCall<{ revisions: { rev: number; summary: string; author: string | null }[]; total: number }>(
        'GET',
        `${base}/revisions`,
        token,
        undefined,
        host,
      ),
    revision: (rev: number) =>
      adminCall<{ fields: Record<string, unknown> }>(
        'GET',
        `${base}/revisions/${rev}`,
        token,
        undefined,
        host,
      ),
    restore: (rev: number, publish?: boolean) =>
      adminCall<PublicationBody>('POST', `${base}/revisions/${rev}/restore`, token, { publish }, host),
    shareLink: () =>
      adminCall<{ url: string; expiresAt: string }>('POST', `${base}/preview-link`, token, undefined, host),
    revokeLinks: () =>
      adminCall<{ revoked: number }>('DELETE', `${base}/preview-link`, token, undefined, host),
  };
}

// Time only moves forward within a file: each advance adds to the offset.
let offset = 0;
/** The workflow's clock now (the isolate clock the app reads). */
export const clockNow = () => Date.now() + offset;
/** As if that much time had passed with the Worker idle: nothing is written meanwhile. */
export function advanceClock(ms: number): void {
  offset += ms;
  setIsolateClock(() => Date.now() + offset);
}

export const richText = (html: string) => ({ kind: 'RICH_TEXT', data: { html } });
