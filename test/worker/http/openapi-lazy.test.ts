import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerApp } from '../../../worker/provider/app';
import { request } from '../support/http';

// A lean Worker: the OpenAPI document is operator and integrator material, so it
// is generated on the first request to /api/openapi.json (or /api/doc), never at startup nor for
// a visitor's page, and then kept for the isolate's life.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the OpenAPI document', () => {
  it('is not generated to serve pages or other API calls', async () => {
    const generate = vi.spyOn(providerApp, 'getOpenAPI31Document');
    expect((await request('/')).status).toBe(200);
    expect((await request('/api/parameter')).status).toBe(200);
    expect(generate).not.toHaveBeenCalled();
  });

  it('is generated at most once, on the first request that needs it', async () => {
    const generate = vi.spyOn(providerApp, 'getOpenAPI31Document');
    const first = await request('/api/openapi.json');
    const second = await request('/api/openapi.json');
    expect((await request('/api/doc')).status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    // Once in a fresh isolate; never when an earlier test file of this runtime already asked.
    expect(generate.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
