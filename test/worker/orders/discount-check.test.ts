import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  checkDiscount,
  DISCOUNT_LIMIT_MESSAGE,
  isDiscountLimitError,
} from '../../../worker/provider/orders/discount-check';
import {
  discountUseStatements,
  releaseDiscountUsesStatement,
} from '../../../worker/provider/orders/discount.repository';
import { MASSAGE_SITE_ID, unique, uniqueNumber, WINE_SITE_ID } from '../support/factories';
import { refusalOf, valueOf } from '../support/result';

// The discount contract the orders module builds on: checkDiscount prices a code on the
// server; discountUseStatements records a use inside the order's batch, and the database
// guard refuses a use beyond the limits even when orders race.

interface DiscountOptions {
  type?: 'EURO' | 'PERCENT';
  amount?: number;
  detailType?: 'SHIPPING_FEES' | null;
  startsAt?: string | null;
  endsAt?: string | null;
  minSubtotalCents?: number;
  maxUses?: number | null;
  maxUsesPerMember?: number | null;
  isActive?: boolean;
}

async function insertDiscount(
  siteId: number,
  options: DiscountOptions = {},
): Promise<{ id: number; code: string }> {
  const code = unique('CODE').toUpperCase();
  const row = await env.DB.prepare(
    `INSERT INTO discounts (site_id, code, type, amount, detail_type, starts_at, ends_at, min_subtotal_cents,
                            max_uses, max_uses_per_member, is_active)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      siteId,
      code,
      options.type ?? 'PERCENT',
      options.amount ?? 10,
      options.detailType ?? null,
      options.startsAt ?? null,
      options.endsAt ?? null,
      options.minSubtotalCents ?? 0,
      options.maxUses ?? null,
      options.maxUsesPerMember ?? null,
      options.isActive === false ? 0 : 1,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('discount not inserted');
  return { id: row.id, code };
}

async function memberId(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const NOW = new Date('2026-11-23T12:00:00Z');

/** What the orders batch does: record the use with the order id chosen up front. */
function recordUse(discountId: number, userId: number | null, orderId: number) {
  return env.DB.batch(
    discountUseStatements(env.DB, WINE_SITE_ID, { idDiscount: discountId }, userId, '?', [orderId]),
  );
}

describe('checkDiscount', () => {
  it('prices a percentage code on the goods and a shipping code on the shipping only', async () => {
    const percent = await insertDiscount(WINE_SITE_ID, { type: 'PERCENT', amount: 10 });
    const applied = valueOf(
      await checkDiscount(env.DB, WINE_SITE_ID, {
        code: ` ${percent.code.toLowerCase()} `,
        userId: null,
        subtotalCents: 12_345,
        shippingCents: 990,
        now: NOW,
      }),
    );
    expect(applied).toMatchObject({
      idDiscount: percent.id,
      type: 'PERCENT',
      amount: 10,
      reductionCents: 1234,
    });
    expect(applied.shippingReductionCents).toBe(0);

    const shipping = await insertDiscount(WINE_SITE_ID, {
      type: 'EURO',
      amount: 2000,
      detailType: 'SHIPPING_FEES',
    });
    const free = valueOf(
      await checkDiscount(env.DB, WINE_SITE_ID, {
        code: shipping.code,
        userId: null,
        subtotalCents: 5000,
        shippingCents: 990,
        now: NOW,
      }),
    );
    expect(free).toMatchObject({ amount: 20, reductionCents: 0, shippingReductionCents: 990 });
  });

  it('refuses another site’s code as unknown (404) and an expired one in French (400)', async () => {
    const massage = await insertDiscount(MASSAGE_SITE_ID);
    expect(
      refusalOf(
        await checkDiscount(env.DB, WINE_SITE_ID, {
          code: massage.code,
          userId: null,
          subtotalCents: 1,
          shippingCents: 0,
          now: NOW,
        }),
      ),
    ).toMatchObject({
      failure: 'UNKNOWN_DISCOUNT',
      status: 404,
      message: "Ce code de réduction n'existe pas.",
    });
    const expired = await insertDiscount(WINE_SITE_ID, { endsAt: '2026-01-31T22:59:59Z' });
    expect(
      refusalOf(
        await checkDiscount(env.DB, WINE_SITE_ID, {
          code: expired.code,
          userId: null,
          subtotalCents: 1,
          shippingCents: 0,
          now: NOW,
        }),
      ),
    ).toMatchObject({
      failure: 'DISCOUNT_REFUSED',
      status: 400,
      message: 'Ce code de réduction a expiré le 31 janvier 2026.',
    });
  });
});

describe('discountUseStatements', () => {
  it('records a use that counts against the limits, and a cancelled order gives it back', async () => {
    const { id, code } = await insertDiscount(WINE_SITE_ID, { maxUses: 1 });
    const orderId = uniqueNumber(900_000);
    await recordUse(id, null, orderId);
    expect(
      refusalOf(
        await checkDiscount(env.DB, WINE_SITE_ID, {
          code,
          userId: null,
          subtotalCents: 100,
          shippingCents: 0,
          now: NOW,
        }),
      ),
    ).toMatchObject({
      failure: 'DISCOUNT_REFUSED',
      status: 400,
      message: "Ce code de réduction a atteint son nombre maximum d'utilisations.",
    });
    await releaseDiscountUsesStatement(env.DB, WINE_SITE_ID, orderId).run();
    expect(
      valueOf(
        await checkDiscount(env.DB, WINE_SITE_ID, {
          code,
          userId: null,
          subtotalCents: 100,
          shippingCents: 0,
          now: NOW,
        }),
      ),
    ).toMatchObject({ idDiscount: id });
  });

  it('lets exactly the allowed number of racing orders take the code; the others fail whole', async () => {
    const { id } = await insertDiscount(WINE_SITE_ID, { maxUses: 3 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => recordUse(id, null, uniqueNumber(910_000 + index * 1000))),
    );
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(attempts.length - refused.length).toBe(3);
    for (const attempt of refused) expect(isDiscountLimitError(attempt.reason)).toBe(true);
    const count = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM discount_uses WHERE site_id = ? AND discount_id = ?',
    )
      .bind(WINE_SITE_ID, id)
      .first<{ n: number }>();
    expect(count?.n).toBe(3);
    expect(DISCOUNT_LIMIT_MESSAGE).toMatch(/limite/);
  });

  it('holds the per-member limit while other members may still use the code', async () => {
    const { id } = await insertDiscount(WINE_SITE_ID, { maxUsesPerMember: 1 });
    const member = await memberId('proprietaire@domaine-coteaux.example');
    await recordUse(id, member, uniqueNumber(920_000));
    const second = recordUse(id, member, uniqueNumber(921_000));
    await expect(second).rejects.toSatisfy(isDiscountLimitError);
    await expect(recordUse(id, null, uniqueNumber(922_000))).resolves.toHaveLength(1);
  });
});
