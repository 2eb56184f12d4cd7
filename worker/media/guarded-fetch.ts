import { AppError } from '../errors';
import { checkHost, type HostResolver } from './host-resolver';

// A fetch of a URL chosen by someone else (load-svg, the thumbnail proxy), made safe:
// - http(s) only, default ports only, no credentials in the URL;
// - the host checked before every hop (host-resolver.ts: IP literals in every form, internal
//   names, and each resolved address when a resolver is configured);
// - redirects followed by hand, each target checked again, at most MAX_REDIRECTS;
// - the declared content type checked, the body streamed and abandoned once over the cap.
// Failures are French AppErrors: 400 for an address refused before any request, 422 for an
// answer that cannot be used.

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 8_000;

export interface GuardedFetchOptions {
  /** The network (the global fetch in production, a stub in tests). */
  fetch: typeof fetch;
  resolve: HostResolver;
  /** The only host names allowed, when the caller has a fixed list (the thumbnail proxy). */
  allowedHosts?: readonly string[];
  /** Accept header sent, and the test of the answer's Content-Type (without parameters). */
  accept: string;
  acceptsContentType: (mediaType: string) => boolean;
  maxBytes: number;
}

export interface GuardedFetchResult {
  url: string;
  contentType: string; // lower-case, without parameters
  body: Uint8Array<ArrayBuffer>;
}

const refused = (detail: string) => new AppError(400, `Cette adresse ne peut pas être chargée : ${detail}.`);
const unusable = (detail: string) =>
  new AppError(422, `Le fichier à cette adresse ne peut pas être utilisé : ${detail}.`);

/** The URL if it may be requested at all; throws the French 400 otherwise. */
async function checkedUrl(raw: string, base: URL | undefined, options: GuardedFetchOptions): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refused('ce n’est pas une adresse web valide');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refused('seuls http et https sont acceptés');
  if (url.username !== '' || url.password !== '')
    throw refused('les identifiants dans l’adresse sont refusés');
  if (url.port !== '') throw refused('seuls les ports standard (80 et 443) sont acceptés');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (options.allowedHosts && !options.allowedHosts.includes(host)) {
    throw refused('ce site n’est pas autorisé');
  }
  const verdict = await checkHost(url.hostname, options.resolve).catch(() => ({
    allowed: false as const,
    reason: 'le nom n’a pas pu être vérifié',
  }));
  if (!verdict.allowed) throw refused(verdict.reason);
  url.hash = '';
  return url;
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const tooLarge = () => unusable(`il dépasse ${Math.round(maxBytes / 1024)} Ko`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Stop reading as soon as the cap is passed: a huge or endless body is never held.
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function guardedFetch(raw: string, options: GuardedFetchOptions): Promise<GuardedFetchResult> {
  let url = await checkedUrl(raw, undefined, options);
  for (let hop = 0; ; hop += 1) {
    let response: Response;
    try {
      response = await options.fetch(url.toString(), {
        redirect: 'manual',
        headers: { accept: options.accept },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw unusable('le serveur ne répond pas');
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (location === null) throw unusable('redirection sans destination');
      if (hop >= MAX_REDIRECTS) throw unusable('trop de redirections');
      url = await checkedUrl(location, url, options);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unusable(`le serveur a répondu ${response.status}`);
    }
    const contentType =
      (response.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!options.acceptsContentType(contentType)) {
      await response.body?.cancel();
      throw unusable(`type de contenu ${contentType || 'inconnu'} refusé`);
    }
    return { url: url.toString(), contentType, body: await readCapped(response, options.maxBytes) };
  }
}
