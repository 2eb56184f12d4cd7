import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { D1_PROBE_HEADER, D1_ROUND_TRIPS_HEADER } from '../../../worker/http/d1-session';
import { app } from '../../../worker/index';
import { ADMIN, ADMIN_HOST, adminLogin, siteIdAt } from '../support/accounts';
import { textOf } from '../support/html';

// Issue 22: after an admin write publishes a new content version, the new version's home page
// is prepared in the write's waitUntil (site context, page data, HTML), so the next visitor
// does not pay for it: their view is a HIT that reads nothing from D1.

async function run(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, env, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx); // the answer is out; its background work ends here
  return new Response(body, response);
}

async function saveCompanyName(token: string, value: string): Promise<Response> {
  return run(
    new Request(`http://${ADMIN_HOST}/api/admin/parameter/COMPANY_NAME`, {
      method: 'PUT',
      headers: {
        authorization: token,
        idSite: String(await siteIdAt('localhost')),
        'content-type': 'application/json',
        origin: `http://${ADMIN_HOST}`,
      },
      body: JSON.stringify({ value }),
    }),
  );
}

describe('preparing the new content version after a write', () => {
  it('renders the home page of the new version before the next visitor asks', async () => {
    // Visitors came before: the preparation renders on the origin they use.
    expect((await run(new Request('http://localhost/'))).status).toBe(200);
    const token = await adminLogin(ADMIN);
    const saved = await saveCompanyName(token, 'Massages Bien-Être Préparés');
    expect(saved.status).toBe(200);

    const view = await run(new Request('http://localhost/', { headers: { [D1_PROBE_HEADER]: '1' } }));
    expect(view.status).toBe(200);
    expect(view.headers.get('x-cache')).toBe('HIT');
    expect(view.headers.get(D1_ROUND_TRIPS_HEADER)).toBe('0');
    expect(textOf(await view.text())).toContain('Massages Bien-Être Préparés'); // the new version's page
  });
});
