// The provider calls the checkout island makes, from the browser, to this site's own /api
// (the edge adds the Authorization header from the session cookie). Every answer is the
// {success, data, message} envelope; a refusal rejects with the provider's French message.
// No zod here (browser bundle): answers are read with the small readers below.

import type { MessageKey } from '../../i18n/messages.ts';
import type { Translator } from '../../i18n/translator.ts';

export type ApiFetch = (input: string, init?: RequestInit) => Promise<Response>;

export class CheckoutApiError extends Error {
  /** 0: the server did not answer. */
  readonly status: number;
  /** message: the provider's own (already in the request's language), '' when it gave none. */
  constructor(message: string, status: number) {
    super(message);
    this.name = 'CheckoutApiError';
    this.status = status;
  }
}

/**
 * The fetcher with the page's language as userLang: the provider answers and
 * refuses in it, and an order placed here remembers it (its e-mails and invoice are in it).
 */
export function withLocale(fetcher: ApiFetch, locale: string): ApiFetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('userLang', locale);
    return fetcher(input, { ...init, headers });
  };
}

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One call: resolves with `data`, rejects with a CheckoutApiError carrying the French message. */
export async function apiCall(
  fetcher: ApiFetch,
  path: string,
  options: ApiCallOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetcher(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new CheckoutApiError('', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: unknown;
    data?: unknown;
    message?: unknown;
  } | null;
  const message = typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : null;
  if (!response.ok || envelope?.success !== true) {
    throw new CheckoutApiError(message ?? '', response.status);
  }
  return envelope.data;
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * The message to show for a failed call, in the page's language: the provider's message when
 * it gave one (it answers in the userLang sent), else the island's own words for the failure.
 */
export function errorMessage(error: unknown, t: Pick<Translator, 't'>): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (error instanceof CheckoutApiError) {
    return error.status === 0
      ? t.t('checkout.networkError')
      : t.t('checkout.errorStatus', { status: error.status });
  }
  return t.t('checkout.error');
}

/** The keys errorMessage may show: every island calling the API embeds them. */
export const API_ERROR_MESSAGES = [
  'checkout.networkError',
  'checkout.errorStatus',
  'checkout.error',
] as const satisfies readonly MessageKey[];

// ── Readers: loose, like the provider's looseObject schemas ─────────────────────────────

type Loose = Record<string, unknown>;

export const asRecord = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A list answer: the array itself, or the array under the first of these keys that has one. */
export function listOf(data: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(data)) return data;
  const record = asRecord(data);
  for (const key of keys) if (Array.isArray(record[key])) return record[key];
  return [];
}
