import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { saveStripeSettings, siteStripe } from '../../../worker/provider/orders/stripe-keys';
import { WINE_SITE_ID } from '../support/factories';

// Rotating SECRETS_ENCRYPTION_KEY (docs/operations.md « Rotating secrets »): with the new key
// listed in front of the old one, a site's Stripe keys sealed with the old key still open;
// the next save seals them with the new key, after which the old key can be dropped.

const OLD = 'ancienne-cle-de-chiffrement-2025';
const NEW = 'nouvelle-cle-de-chiffrement-2026';
const KEYS = {
  secretKey: 'sk_test_rotationDomaine01',
  publishableKey: 'pk_test_rotationDomaine01',
  webhookSecret: 'whsec_rotationDomaine01',
};
const withKey = (setting: string) => ({ ...env, SECRETS_ENCRYPTION_KEY: setting });
const now = () => Math.floor(Date.now() / 1000);

describe('SECRETS_ENCRYPTION_KEY rotation', () => {
  it('keeps a site’s stored keys readable through a rotation, and re-seals them with the new key', async () => {
    await saveStripeSettings(withKey(OLD), env.DB, WINE_SITE_ID, KEYS, now());
    expect(await siteStripe(withKey(OLD), env.DB, WINE_SITE_ID)).toEqual({ source: 'SITE', keys: KEYS });

    // The new key in front: nothing stored changes, everything still opens.
    expect(await siteStripe(withKey(`${NEW},${OLD}`), env.DB, WINE_SITE_ID)).toEqual({
      source: 'SITE',
      keys: KEYS,
    });
    // Not yet re-sealed: the new key alone opens nothing (the card is not offered, never a 500).
    expect((await siteStripe(withKey(NEW), env.DB, WINE_SITE_ID)).source).toBe('NONE');

    // Saved again during the rotation: sealed with the new key, the old one can go.
    await saveStripeSettings(withKey(`${NEW},${OLD}`), env.DB, WINE_SITE_ID, KEYS, now());
    expect(await siteStripe(withKey(NEW), env.DB, WINE_SITE_ID)).toEqual({ source: 'SITE', keys: KEYS });
    expect((await siteStripe(withKey(OLD), env.DB, WINE_SITE_ID)).source).toBe('NONE');
  });
});
