import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../worker/errors.ts';
import { guardedFetch, type GuardedFetchOptions } from '../../../worker/media/guarded-fetch.ts';
import {
  dnsOverHttpsResolver,
  noDnsResolver,
  type HostResolver,
} from '../../../worker/media/host-resolver.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function options(network: typeof fetch, resolve: HostResolver = noDnsResolver): GuardedFetchOptions {
  return {
    fetch: network,
    resolve,
    accept: 'image/svg+xml',
    acceptsContentType: (type) => type === 'image/svg+xml',
    maxBytes: 1024,
  };
}

const svgAnswer = () => new Response(SVG, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('guarded fetch', () => {
  it('fetches a public SVG and gives its bytes and type', async () => {
    const network = vi.fn<typeof fetch>(() => Promise.resolve(svgAnswer()));
    const result = await guardedFetch('https://cdn.example.fr/icone.svg#x', options(network));
    expect(new TextDecoder().decode(result.body)).toBe(SVG);
    expect(result).toMatchObject({ contentType: 'image/svg+xml', url: 'https://cdn.example.fr/icone.svg' });
    expect(network).toHaveBeenCalledOnce();
    expect(network.mock.calls[0]?.[1]).toMatchObject({ redirect: 'manual' });
  });

  it.each([
    ['file:///etc/passwd', 'seuls http et https'],
    ['gopher://cdn.example.fr/', 'seuls http et https'],
    ['javascript:alert(1)', 'seuls http et https'],
    ['https://user:secret@cdn.example.fr/a.svg', 'identifiants'],
    ['https://cdn.example.fr:8443/a.svg', 'ports standard'],
    ['http://localhost/a.svg', 'nom de machine interne'],
    ['http://metadata.google.internal/', 'nom de machine interne'],
    ['http://169.254.169.254/latest/meta-data/', 'adresse IP non publique'],
    ['http://[::ffff:169.254.169.254]/', 'adresse IP non publique'],
    ['http://0x7f.1/', 'adresse IP non publique'],
    ['pas une adresse', 'adresse web valide'],
  ])('refuses %s before any request', async (url, detail) => {
    const network = vi.fn<typeof fetch>(() => Promise.resolve(svgAnswer()));
    const error = await failure(guardedFetch(url, options(network)));
    expect(error.status).toBe(400);
    expect(error.message).toContain(detail);
    expect(network).not.toHaveBeenCalled();
  });

  it('checks every redirect target again and never requests a private one', async () => {
    const network = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 302, headers: { location: 'http://10.0.0.5/admin' } })),
    );
    const error = await failure(guardedFetch('https://cdn.example.fr/a.svg', options(network)));
    expect(error.status).toBe(400);
    expect(error.message).toContain('adresse IP non publique');
    expect(network).toHaveBeenCalledOnce();
  });

  it('follows a relative redirect to a public place, and stops after three', async () => {
    let hops = 0;
    const network = vi.fn<typeof fetch>(() => {
      hops += 1;
      return Promise.resolve(
        hops < 3
          ? new Response(null, { status: 301, headers: { location: `/etape-${hops}.svg` } })
          : svgAnswer(),
      );
    });
    const result = await guardedFetch('https://cdn.example.fr/a.svg', options(network));
    expect(result.url).toBe('https://cdn.example.fr/etape-2.svg');
    const endless = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 302, headers: { location: '/encore' } })),
    );
    expect((await failure(guardedFetch('https://cdn.example.fr/a.svg', options(endless)))).message).toContain(
      'trop de redirections',
    );
    expect(endless).toHaveBeenCalledTimes(4);
  });

  it('refuses a body over the cap, declared or streamed, and stops reading it', async () => {
    const declared = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('x', { headers: { 'content-type': 'image/svg+xml', 'content-length': '999999' } }),
      ),
    );
    expect((await failure(guardedFetch('https://cdn.example.fr/a.svg', options(declared)))).status).toBe(422);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const streamed = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(endless, { headers: { 'content-type': 'image/svg+xml' } })),
    );
    const error = await failure(guardedFetch('https://cdn.example.fr/a.svg', options(streamed)));
    expect(error.status).toBe(422);
    expect(error.message).toContain('1 Ko');
    expect(pulled).toBeLessThan(6);
  });

  it('refuses another content type and an error status', async () => {
    const html = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    expect((await failure(guardedFetch('https://cdn.example.fr/a.svg', options(html)))).message).toContain(
      'text/html',
    );
    const missing = vi.fn<typeof fetch>(() => Promise.resolve(new Response('non', { status: 404 })));
    expect((await failure(guardedFetch('https://cdn.example.fr/a.svg', options(missing)))).message).toContain(
      '404',
    );
  });

  it('refuses a host outside the allowed list', async () => {
    const network = vi.fn<typeof fetch>(() => Promise.resolve(svgAnswer()));
    const only = { ...options(network), allowedHosts: ['img.youtube.com'] };
    expect((await failure(guardedFetch('https://evil.example/a.svg', only))).message).toContain(
      'pas autorisé',
    );
    expect(network).not.toHaveBeenCalled();
  });
});

describe('names checked through a DNS-over-HTTPS resolver', () => {
  const doh = (answers: Record<string, string[]>) =>
    vi.fn<typeof fetch>((input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const name = url.searchParams.get('name') ?? '';
      const type = url.searchParams.get('type');
      const known = answers[name];
      if (!known) return Promise.resolve(Response.json({ Status: 3 }));
      const records = known
        .filter((address) => (type === 'AAAA') === address.includes(':'))
        .map((data) => ({ type: type === 'AAAA' ? 28 : 1, data }));
      return Promise.resolve(Response.json({ Status: 0, Answer: records }));
    });

  it('refuses a name with a private address among its answers, and an unknown name', async () => {
    const resolve = dnsOverHttpsResolver(
      doh({ 'melange.example': ['93.184.215.14', 'fd00::1'] }),
      'https://dns.test/q',
    );
    const network = vi.fn<typeof fetch>(() => Promise.resolve(svgAnswer()));
    const mixed = await failure(guardedFetch('https://melange.example/a.svg', options(network, resolve)));
    expect(mixed.message).toContain('adresse non publique');
    const unknown = await failure(guardedFetch('https://inconnu.example/a.svg', options(network, resolve)));
    expect(unknown.message).toContain('nom introuvable');
    expect(network).not.toHaveBeenCalled();
  });

  it('lets a name with only public addresses through', async () => {
    const resolve = dnsOverHttpsResolver(doh({ 'cdn.example.fr': ['93.184.215.14'] }), 'https://dns.test/q');
    const network = vi.fn<typeof fetch>(() => Promise.resolve(svgAnswer()));
    await expect(
      guardedFetch('https://cdn.example.fr/a.svg', options(network, resolve)),
    ).resolves.toBeDefined();
  });

  it('fails closed when the resolver fails', async () => {
    const broken = dnsOverHttpsResolver(
      () => Promise.resolve(new Response('', { status: 500 })),
      'https://dns.test/q',
    );
    const network = vi.fn<typeof fetch>(() => Promise.resolve(svgAnswer()));
    const error = await failure(guardedFetch('https://cdn.example.fr/a.svg', options(network, broken)));
    expect(error.message).toContain('pas pu être vérifié');
  });
});
