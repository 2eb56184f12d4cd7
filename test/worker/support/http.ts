import { exports } from 'cloudflare:workers';

// Requests go through the Worker's own fetch handler, as a browser's would.

export const MASSAGE_HOST = 'localhost';
export const WINE_HOST = 'vins.localhost';

export interface EnvelopeBody<T = unknown> {
  success: boolean;
  data: T;
  message: string;
}

export function request(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const { host = MASSAGE_HOST, ...rest } = init;
  return exports.default.fetch(new Request(`http://${host}${path}`, { redirect: 'manual', ...rest }));
}

export async function api<T = unknown>(
  path: string,
  init: RequestInit & { host?: string } = {},
): Promise<{ status: number; body: EnvelopeBody<T>; response: Response }> {
  const response = await request(`/api${path}`, init);
  const body: EnvelopeBody<T> = await response.json();
  return { status: response.status, body, response };
}

let lastIp = 0;

/** A client address no other request of this test file used, so rate limits never mix tests. */
export function uniqueIp(): string {
  lastIp += 1;
  return `198.51.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`;
}

/** POSTs JSON from a fresh client address (pass `ip` to send several from one client). */
export function postJson(path: string, payload: unknown, host = MASSAGE_HOST, ip = uniqueIp()) {
  return api(path, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(payload),
  });
}
