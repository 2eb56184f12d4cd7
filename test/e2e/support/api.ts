import { expect } from 'vitest';
import { e2eServer } from './server';

// The provider API of the e2e Worker, called as a front end or an owner would. The e2e tests
// set up and check their data through it (or through the pages), never by writing the local
// D1 behind the Worker's back: what they create is then exactly what the app creates.

const baseUrl = e2eServer().baseUrl;

export const MASSAGE_OWNER = {
  email: 'proprietaire@massages-bien-etre.example',
  password: 'Massages-Local-2026',
};

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
}

/** Calls /api{path} on the massage site; the answer's status and its JSON `data`. */
export async function callApi<T>(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
  return { status: response.status, data: parsed.data as T };
}

/** Signs in through POST /api/login; the session token. */
export async function apiToken(
  account: { email: string; password: string } = MASSAGE_OWNER,
): Promise<string> {
  const { status, data } = await callApi<{ token: string }>('/login', { body: account });
  expect(status).toBe(200);
  return data.token;
}
