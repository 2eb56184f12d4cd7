import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../../worker/index';
import type { ResealReport } from '../../../worker/provider/orders/public';
import { saveStripeSettings, siteStripe } from '../../../worker/provider/orders/stripe-keys';
import { findSealedStripeSettings } from '../../../worker/provider/orders/stripe-settings.repository';
import { ADMIN, ADMIN_HOST, adminLogin, OPERATOR } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { postJson, uniqueIp, type EnvelopeBody } from '../support/http';

// The re-encryption step of a SECRETS_ENCRYPTION_KEY rotation (npm run secrets:reseal): with the
// new key in front of the old one, POST /api/admin/platform/secrets/reseal seals every site's
// Stripe keys again with the new key, so the old key can be dropped; operators only.

const OLD = 'ancienne-cle-de-chiffrement-2025';
const NEW = 'nouvelle-cle-de-chiffrement-2026';
const keysOf = (name: string) => ({
  secretKey: `sk_test_reseal${name}`,
  publishableKey: `pk_test_reseal${name}`,
  webhookSecret: `whsec_reseal${name}`,
});
const withKey = (setting: string) => ({ ...env, SECRETS_ENCRYPTION_KEY: setting });
const now = () => Math.floor(Date.now() / 1000);
let operator: string;

beforeAll(async () => {
  const { status, body } = await postJson('/admin/session', OPERATOR, ADMIN_HOST, uniqueIp());
  expect(status).toBe(200);
  operator = (body.data as { token: string }).token;
});

async function reseal(token: string, setting: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${ADMIN_HOST}/api/admin/platform/secrets/reseal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
    withKey(setting),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: await response.json<EnvelopeBody<ResealReport>>() };
}

describe('re-encrypting the stored secrets after a key rotation', () => {
  it('seals every site’s keys with the newest key; the old key can then be dropped', async () => {
    await saveStripeSettings(withKey(OLD), env.DB, WINE_SITE_ID, keysOf('Vins'), now());
    await saveStripeSettings(withKey(OLD), env.DB, MASSAGE_SITE_ID, keysOf('Massages'), now());
    const before = await findSealedStripeSettings(env.DB, WINE_SITE_ID);

    const first = await reseal(operator, `${NEW},${OLD}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sites: 2, resealed: 6, current: 0, unreadable: [] });
    expect(await findSealedStripeSettings(env.DB, WINE_SITE_ID)).not.toEqual(before);
    for (const [siteId, name] of [
      [WINE_SITE_ID, 'Vins'],
      [MASSAGE_SITE_ID, 'Massages'],
    ] as const) {
      expect(await siteStripe(withKey(NEW), env.DB, siteId)).toEqual({ source: 'SITE', keys: keysOf(name) });
    }

    // Run again: nothing left to do.
    const again = await reseal(operator, `${NEW},${OLD}`);
    expect(again.body.data).toMatchObject({ resealed: 0, current: 6, unreadable: [] });
  });

  it('names the values no listed key opens, and leaves them as they are', async () => {
    await saveStripeSettings(withKey(OLD), env.DB, WINE_SITE_ID, keysOf('Vins'), now());
    const stored = await findSealedStripeSettings(env.DB, WINE_SITE_ID);
    const { body } = await reseal(operator, NEW); // the old key dropped too early
    expect(body.data.unreadable).toContainEqual({ siteId: WINE_SITE_ID, field: 'secret_key' });
    expect(body.message).toContain('ne s’ouvrent avec aucune clé listée');
    expect(await findSealedStripeSettings(env.DB, WINE_SITE_ID)).toEqual(stored);
  });

  it('is refused to a site owner', async () => {
    const owner = await adminLogin(ADMIN);
    const { status } = await reseal(owner, `${NEW},${OLD}`);
    expect(status).toBe(403);
  });
});
