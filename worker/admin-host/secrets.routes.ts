import { Hono } from 'hono';
import { ok } from '../../src/schema/shared/envelope';
import { requireOperator } from '../auth/current-member';
import type { AppEnv } from '../http/app-env';
import { resealStripeKeys } from '../provider/orders/public';

// POST /api/admin/platform/secrets/reseal on the admin host, for operators only: every value
// sealed with SECRETS_ENCRYPTION_KEY (the sites' own Stripe keys) is sealed again with the
// newest listed key, so the older keys can be dropped from the secret afterwards
// (`npm run secrets:reseal`, docs/operations.md « Rotating SECRETS_ENCRYPTION_KEY »).

export const secretsRoutes = new Hono<AppEnv>().post('/reseal', requireOperator, async (c) => {
  const report = await resealStripeKeys(c.env, c.env.DB);
  console.log(JSON.stringify({ requestId: c.var.requestId, event: 'secrets.resealed', ...report }));
  c.header('cache-control', 'no-store');
  const message =
    report.unreadable.length === 0
      ? `${report.resealed} valeurs chiffrées à nouveau avec la clé la plus récente, ${report.current} l’étaient déjà.`
      : `${report.resealed} valeurs chiffrées à nouveau ; ${report.unreadable.length} ne s’ouvrent avec aucune clé listée ` +
        '(sites ' +
        [...new Set(report.unreadable.map((entry) => entry.siteId))].join(', ') +
        ') : gardez les anciennes clés ou faites saisir à nouveau ces clés Stripe.';
  return c.json(ok(report, message));
});
