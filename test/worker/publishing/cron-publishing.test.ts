import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { applyAllDueSchedules } from '../../../worker/provider/publishing/public';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';
import { clockNow, itemCalls } from './publishing-support';

// The cron's bookkeeping: a site nobody visits still gets its due schedules applied (the live
// row, the revision, the next change), and a site with nothing due is left alone.

const liveFlag = async (id: number) =>
  (await env.DB.prepare('SELECT is_valid FROM news WHERE id = ?').bind(id).first<number>('is_valid')) ?? -1;

describe('the cron and the schedules', () => {
  it('applies what fell due on a site nobody visited', async () => {
    const token = await adminLogin(ADMIN);
    const created = await adminCall<{ id: number }>('POST', '/admin/news', token, {
      title: 'Atelier du dimanche',
      isValid: false,
    });
    const id = created.body.data.id;
    const at = clockNow() + 60_000;
    await itemCalls(token, 'news', id).publish(at);
    expect(
      await env.DB.prepare('SELECT next_change_at FROM sites WHERE id = 1').first<number>('next_change_at'),
    ).toBe(at);

    expect(await applyAllDueSchedules(env, at - 1)).toMatchObject({ applied: 0 });
    expect(await liveFlag(id)).toBe(0);
    expect(await applyAllDueSchedules(env, at + 1)).toEqual({ sites: 1, applied: 1 });
    expect(await liveFlag(id)).toBe(1);
    expect(
      await env.DB.prepare('SELECT next_change_at FROM sites WHERE id = 1').first<number | null>(
        'next_change_at',
      ),
    ).toBeNull();
    const revisions = await itemCalls(token, 'news', id).revisions();
    expect(revisions.body.data.total).toBe(1);
    // Applied once: a second run finds nothing.
    expect(await applyAllDueSchedules(env, at + 2)).toEqual({ sites: 0, applied: 0 });
  });
});
