import { HttpError } from 'react-admin';

// One call to the provider API from the admin panel: the {success, data, message} envelope is
// unwrapped, and a refusal becomes an HttpError carrying the server's French message and its
// per-field errors, which react-admin shows in the form.

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

interface Envelope {
  success: boolean;
  data: unknown;
  message: string;
}

export async function call(apiFetch: ApiFetch, path: string, init: RequestInit = {}): Promise<Envelope> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const response = await apiFetch(`/api${path}`, { ...init, headers, credentials: 'same-origin' });
  let body: Envelope | null = null;
  try {
    body = await response.json<Envelope>();
  } catch {
    body = null;
  }
  if (!response.ok || !body?.success) {
    const errors = (body?.data as { errors?: Record<string, string> } | null)?.errors;
    throw new HttpError(
      body?.message ?? `Erreur ${response.status}`,
      response.status,
      errors ? { errors } : undefined,
    );
  }
  return body;
}

/** The per-field French messages of a refusal `call` threw; undefined for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
}
