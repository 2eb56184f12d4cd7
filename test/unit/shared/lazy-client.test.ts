import { describe, expect, it, vi } from 'vitest';
import type { ProviderClient } from '../../../src/provider/client';
import { lazyProviderClient, withFallback } from '../../../src/provider/lazy-client';

const options = { baseUrl: 'http://localhost/api', siteId: 1, locale: 'fr_FR' };

describe('the provider client loaded on its first call', () => {
  it('sends nothing until a call, then answers as the typed client does', async () => {
    const fetch = vi.fn((_request: Request) =>
      Promise.resolve(
        Response.json({ success: true, message: '', data: [{ id: 1, url: '/blog/soins', name: 'Soins' }] }),
      ),
    );
    const client = lazyProviderClient({ ...options, fetch });
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.blogAriane(1)).resolves.toEqual([{ id: 1, url: '/blog/soins', name: 'Soins' }]);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/blog/ariane/1');
    expect(request.headers.get('idSite')).toBe('1');
  });

  it('is not a thenable, so an async function may return it', async () => {
    const client = lazyProviderClient({ ...options, fetch: vi.fn() });
    const returned = await Promise.resolve(client);
    expect(returned).toBe(client);
  });

  it('keeps one function per member', () => {
    const client = lazyProviderClient({ ...options, fetch: vi.fn() });
    expect(client.siteInfo).toBe(client.siteInfo);
  });
});

describe('withFallback', () => {
  it('answers from the overrides where they have the call, from the base otherwise', async () => {
    const base = { siteInfo: () => Promise.resolve('remote'), countries: () => Promise.resolve(['remote']) };
    const client = withFallback(
      { siteInfo: () => Promise.resolve('in-process') } as unknown as Partial<ProviderClient>,
      base as unknown as ProviderClient,
    );
    await expect(client.siteInfo()).resolves.toBe('in-process');
    await expect(client.countries()).resolves.toEqual(['remote']);
  });
});
