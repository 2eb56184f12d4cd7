import { request } from 'node:http';
import { expect } from 'vitest';
import { e2eServer } from './server';

// The provider API of the e2e Worker, called as a front end or an owner would. The e2e tests
// set up and check their data through it (or through the pages), never by writing the local
// D1 behind the Worker's back: what they create is then exactly what the app creates.
// Storefront calls go to a site's host (callApi: the massage site); admin calls go to the admin
// host with an admin session and the chosen site in `idSite` (adminApi).

const baseUrl = e2eServer().baseUrl;
const port = Number(new URL(baseUrl).port);

const ADMIN_HOST = 'admin.localhost';
/** The admin panel's origin (Chromium resolves *.localhost to loopback; Node does not). */
export const adminUrl = `http://${ADMIN_HOST}:${port}`;

export interface Account {
  email: string;
  password: string;
}

export const MASSAGE_OWNER: Account = {
  email: 'proprietaire@massages-bien-etre.example',
  password: 'Massages-Local-2026',
};
export const WINE_OWNER: Account = {
  email: 'proprietaire@domaine-coteaux.example',
  password: 'Domaine-Local-2026',
};
export const OPERATOR: Account = { email: 'operateur@plateforme.example', password: 'Operateur-Local-2026' };

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

export interface HostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  bytes: Uint8Array;
}

/** One HTTP request to the local Worker for `host` (Node cannot resolve *.localhost names). */
export function hostRequest(
  host: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<HostAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: 'localhost',
        port,
        path,
        method,
        timeout: 15_000,
        headers: {
          host: `${host}:${port}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Uint8Array[] = [];
        res.on('data', (chunk: Uint8Array) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
          let at = 0;
          for (const chunk of chunks) {
            bytes.set(chunk, at);
            at += chunk.length;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: new TextDecoder().decode(bytes),
            bytes,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${host}${path}: timeout`)));
    req.on('error', reject);
    req.end(payload);
  });
}

interface AdminSite {
  id: number;
  name: string;
  host: string;
  url: string;
}

interface AdminSignIn {
  token: string;
  account: { email: string; operator: boolean };
  sites: AdminSite[];
}

/** Signs in on the admin host (POST /api/admin/session): the token, the account and its sites. */
async function adminSignIn(account: Account = MASSAGE_OWNER): Promise<AdminSignIn> {
  const answer = await hostRequest(ADMIN_HOST, 'POST', '/api/admin/session', { body: account });
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { data: AdminSignIn }).data;
}

/** The admin-host session token of `account` (default: the massage site's owner). */
export async function adminToken(account: Account = MASSAGE_OWNER): Promise<string> {
  return (await adminSignIn(account)).token;
}

const siteIds = new Map<string, number>();

/** The id of the site served at `host` (localhost, vins.localhost…), from its public info. */
export async function siteIdOf(host: string): Promise<number> {
  const known = siteIds.get(host);
  if (known !== undefined) return known;
  const answer = await hostRequest(host, 'GET', '/api/site/info');
  const id = (JSON.parse(answer.text) as { data?: { id?: unknown } }).data?.id;
  if (typeof id !== 'number') throw new Error(`GET ${host}/api/site/info: no site id (${answer.status})`);
  siteIds.set(host, id);
  return id;
}

export interface AdminAnswer<T> {
  status: number;
  data: T;
  message: string;
}

/** The site's id for `site` (a host such as localhost or vins.localhost, or already an id). */
const siteIdFor = (site: string | number) => (typeof site === 'number' ? site : siteIdOf(site));

/** A raw request to the admin host as the panel makes it (bearer and idSite): files, CSV… */
export async function adminRequest(
  path: string,
  options: CallOptions & { site?: string | number } = {},
): Promise<HostAnswer> {
  return hostRequest(
    ADMIN_HOST,
    options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    `/api${path}`,
    {
      body: options.body,
      headers: {
        idSite: String(await siteIdFor(options.site ?? 'localhost')),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    },
  );
}

/**
 * Calls /api{path} on the admin host as the panel does: the admin session's token as a bearer
 * and the site served at `site` (a host, default the massage site's, or an id) in `idSite`.
 */
export async function adminApi<T>(
  path: string,
  options: CallOptions & { site?: string | number } = {},
): Promise<AdminAnswer<T>> {
  const answer = await adminRequest(path, options);
  const parsed = answer.text ? (JSON.parse(answer.text) as { data?: T; message?: string }) : {};
  return { status: answer.status, data: parsed.data as T, message: parsed.message ?? '' };
}

/** Like adminApi, but the answer must be a success: its data. */
export async function adminData<T>(
  path: string,
  options: CallOptions & { site?: string | number } = {},
): Promise<T> {
  const answer = await adminApi<T>(path, options);
  expect(answer.status, `${options.method ?? 'GET'} ${path}: ${answer.message}`).toBeLessThan(300);
  return answer.data;
}
