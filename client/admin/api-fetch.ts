import { currentSiteId } from './current-site';
import type { ApiFetch } from './api-call';

// The one fetch of the admin panel: on the admin host every provider call names
// the site it acts on with the `idSite` header (the server checks that the admin session
// manages it), and carries the host-only admin cookie. Every screen, upload and download goes
// through it, so no call can forget the site.

const SITE_HEADER = 'idSite';

/** The request's headers with the chosen site's id added (none on the sign-in page). */
export function withSiteHeader(init: HeadersInit | undefined, siteId: number | null): Headers {
  const headers = new Headers(init);
  if (siteId !== null) headers.set(SITE_HEADER, String(siteId));
  return headers;
}

export const apiFetch: ApiFetch = (path, init = {}) =>
  fetch(path, {
    ...init,
    headers: withSiteHeader(init.headers, currentSiteId()),
    credentials: 'same-origin',
  });

type MultipartValue = Blob | string | number | boolean | null | undefined | object;

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;

/** A data: URL (what a canvas or a FileReader gives) as a Blob of its type, else null. */
export function dataUrlToBlob(value: string): Blob | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const [, type = '', , base64, payload = ''] = match;
  if (base64) {
    const binary = atob(payload);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new Blob([bytes], { type: type || 'application/octet-stream' });
  }
  return new Blob([decodeURIComponent(payload)], { type: type || 'text/plain' });
}

function appendImage(body: FormData, key: string, value: unknown): void {
  if (value instanceof Blob) body.append(key, value);
  else if (typeof value === 'string') {
    const blob = dataUrlToBlob(value);
    // A data URL becomes a file; an address already stored (/media/…) is sent as text.
    if (blob) body.append(key, blob, `${key}.${blob.type.split('/')[1] ?? 'bin'}`);
    else body.append(key, value);
  }
}

/**
 * The multipart helper: a provider call with files. Object fields are
 * JSON-stringified; images go under `images` (several: one part each) or `image` (one), a
 * data-URL image turned into a blob; any other Blob or File is sent as a file under its key;
 * null and undefined are left out.
 */
export function multipartBody(fields: Readonly<Record<string, MultipartValue>>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (key === 'images' && Array.isArray(value))
      for (const image of value) appendImage(body, 'images', image);
    else if (key === 'image') appendImage(body, 'image', value);
    else if (value instanceof Blob) body.append(key, value);
    else if (typeof value === 'object') body.append(key, JSON.stringify(value));
    else body.append(key, String(value));
  }
  return body;
}
