import type { Env } from '../../env';
import { resealSecret } from '../shared/secret-box';
import { contextOf } from './stripe-keys';
import {
  replaceSealedStripeValue,
  sealedStripeSettingsPage,
  type StripeField,
} from './stripe-settings.repository';

// The re-encryption step of a SECRETS_ENCRYPTION_KEY rotation: every site's Stripe keys sealed
// with an older listed key are sealed again with the newest, so the old key can then be dropped
// from the secret. A value already sealed with the newest key is left as it is; one no listed
// key opens is left too and counted (its owner enters the keys again). Each site's values are
// replaced in one batch, and only if they did not change meanwhile. Safe to run again.

const FIELDS: readonly StripeField[] = ['secret_key', 'publishable_key', 'webhook_secret'];
const SITES_PER_PAGE = 50;

export interface ResealReport {
  sites: number;
  resealed: number;
  current: number;
  unreadable: { siteId: number; field: StripeField }[];
}

export async function resealStripeKeys(env: Env, db: D1Database): Promise<ResealReport> {
  const master = env.SECRETS_ENCRYPTION_KEY;
  if (!master) throw new Error('SECRETS_ENCRYPTION_KEY is not set: nothing can be re-encrypted');
  const report: ResealReport = { sites: 0, resealed: 0, current: 0, unreadable: [] };
  let after = 0;
  for (;;) {
    const page = await sealedStripeSettingsPage(db, after, SITES_PER_PAGE);
    for (const row of page) {
      report.sites += 1;
      const writes: D1PreparedStatement[] = [];
      for (const field of FIELDS) {
        const sealed = row[field];
        if (!sealed) continue;
        const result = await resealSecret(master, sealed, contextOf(row.site_id, field));
        if (result.status === 'current') report.current += 1;
        else if (result.status === 'unreadable') report.unreadable.push({ siteId: row.site_id, field });
        else writes.push(replaceSealedStripeValue(db, row.site_id, field, sealed, result.sealed));
      }
      if (writes.length > 0) {
        const results = await db.batch(writes);
        report.resealed += results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < SITES_PER_PAGE) return report;
    after = last.site_id;
  }
}
