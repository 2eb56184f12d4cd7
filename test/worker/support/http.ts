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

export function postJson(path: string, payload: unknown, host = MASSAGE_HOST) {
  return api(path, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}
