import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SenderDomain } from '../../../src/schema/site/sender-domain';
import type { Env } from '../../../worker/env';
import { app } from '../../../worker/index';
import { ADMIN, ADMIN_HOST, adminLogin, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { WINE_HOST, type EnvelopeBody } from '../support/http';

// The site's sender domain in the admin: the SPF, DKIM and DMARC records to add for the domain
// of SENDER_MAIL_ADDRESS, checked through a DNS-over-HTTPS resolver (stubbed here), and whether
// the platform sends from the site's address yet.

const RESOLVER = 'https://dns.example/dns-query';
const bindings: Env = { ...env, DNS_OVER_HTTPS_URL: RESOLVER, MAIL_SPF_INCLUDE: 'amazonses.com' };
const DOMAIN = 'massages-bien-etre.example';
let owner: string;

beforeAll(async () => {
  owner = await adminLogin(ADMIN);
  await env.DB.prepare("UPDATE parameters SET value = ? WHERE site_id = ? AND type = 'SENDER_MAIL_ADDRESS'")
    .bind(`contact@${DOMAIN}`, MASSAGE_SITE_ID)
    .run();
});
afterEach(() => vi.restoreAllMocks());

async function call(method: string, path: string, token: string, siteId = MASSAGE_SITE_ID) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${ADMIN_HOST}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, idSite: String(siteId) },
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: await response.json<EnvelopeBody<SenderDomain>>() };
}

/** A resolver that knows these records: name → [type code, data][]. */
function resolverWith(records: Record<string, [number, string][]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.origin + url.pathname).toBe(RESOLVER);
    const answers = (records[url.searchParams.get('name') ?? ''] ?? []).map(([type, data]) => ({
      type,
      data,
    }));
    return Promise.resolve(Response.json({ Status: 0, Answer: answers }));
  });
}

describe('the site’s sender domain', () => {
  it('lists the records to add, unverified until the check finds them', async () => {
    const { status, body } = await call('GET', '/admin/sender-domain', owner);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      domain: DOMAIN,
      verified: false,
      sendsFrom: env.MAIL_FROM_ADDRESS,
      replyTo: `contact@${DOMAIN}`,
      checkedAt: null,
    });
    expect(body.data.records).toEqual([
      { kind: 'SPF', type: 'TXT', name: DOMAIN, value: 'v=spf1 include:amazonses.com ~all', found: false },
      {
        kind: 'DKIM',
        type: 'CNAME',
        name: `plateforme._domainkey.${DOMAIN}`,
        value: `plateforme._domainkey.${env.MAIL_FROM_ADDRESS.split('@')[1]}`,
        found: false,
      },
      {
        kind: 'DMARC',
        type: 'TXT',
        name: `_dmarc.${DOMAIN}`,
        value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r',
        found: false,
      },
    ]);
  });

  it('is verified once the resolver finds the three records, and not while one is missing', async () => {
    const platformDomain = env.MAIL_FROM_ADDRESS.split('@')[1];
    resolverWith({
      [DOMAIN]: [[16, '"v=spf1 include:_spf.google.com include:amazonses.com ~all"']],
      [`_dmarc.${DOMAIN}`]: [[16, '"v=DMARC1; p=none"']],
    });
    const partial = await call('POST', '/admin/sender-domain/check', owner);
    expect(partial.status).toBe(200);
    expect(partial.body.data.records.map((record) => record.found)).toEqual([true, false, true]);
    expect(partial.body.data.verified).toBe(false);
    expect(partial.body.message).toBe('Il manque des enregistrements.');

    vi.restoreAllMocks();
    resolverWith({
      [DOMAIN]: [[16, '"v=spf1 include:amazonses.com ~all"']],
      [`plateforme._domainkey.${DOMAIN}`]: [[5, `plateforme._domainkey.${platformDomain}.`]],
      [`_dmarc.${DOMAIN}`]: [[16, '"v=DMARC1; p=quarantine"']],
    });
    const full = await call('POST', '/admin/sender-domain/check', owner);
    expect(full.body.data).toMatchObject({ verified: true, sendsFrom: `contact@${DOMAIN}`, replyTo: null });
    expect(full.body.data.checkedAt).not.toBeNull();

    // Another site sees nothing of it.
    const wine = await call(
      'GET',
      '/admin/sender-domain',
      await adminLogin(WINE_ADMIN, WINE_HOST),
      WINE_SITE_ID,
    );
    expect(wine.body.data.verified).toBe(false);
  });

  it('answers 502 in French when the resolver fails, and refuses a member of no admin', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    const { status, body } = await call('POST', '/admin/sender-domain/check', owner);
    expect(status).toBe(502);
    expect(body.message).toBe('Le résolveur DNS ne répond pas. Réessayez dans quelques minutes.');
    expect((await call('GET', '/admin/sender-domain', 'pas-un-jeton')).status).toBe(401);
  });
});
