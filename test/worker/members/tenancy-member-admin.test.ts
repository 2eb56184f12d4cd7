import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../src/schema/site/dashboard';
import type { MemberPage } from '../../../src/schema/members/member-admin';
import { ADMIN, adminCall, WINE_ADMIN, adminLogin, adminRequest } from '../support/accounts';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { WINE_HOST } from '../support/http';
import { createMember } from '../support/orders';
import { insertVisit } from '../support/people';

// Tenancy of the people admin endpoints: every member id of one site is a 404 through the
// other site's host, for its own admin too, and lists, export and dashboard see one site only.

let owner: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

describe('members of another site', () => {
  it('are 404 on read and delete, and stay', async () => {
    const wineMember = await createMember(WINE_SITE_ID);
    const massageMember = await createMember(MASSAGE_SITE_ID);
    expect((await adminCall('GET', `/admin/member/${wineMember.id}`, owner)).status).toBe(404);
    expect((await adminCall('DELETE', `/admin/member/${wineMember.id}`, owner)).status).toBe(404);
    expect(
      (await adminCall('GET', `/admin/member/${massageMember.id}`, wineOwner, undefined, WINE_HOST)).status,
    ).toBe(404);
    expect(
      (await adminCall('DELETE', `/admin/member/${massageMember.id}`, wineOwner, undefined, WINE_HOST))
        .status,
    ).toBe(404);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE id IN (?, ?)')
      .bind(wineMember.id, massageMember.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(2);
  });

  it('never appear in the list or the export', async () => {
    const wineMember = await createMember(WINE_SITE_ID);
    const list = await adminCall<MemberPage>(
      'GET',
      `/admin/member?email=${encodeURIComponent(wineMember.email)}`,
      owner,
    );
    expect(list.body.data).toEqual({ members: [], total: 0 });
    const { results } = await env.DB.prepare('SELECT email FROM users WHERE site_id = ?')
      .bind(MASSAGE_SITE_ID)
      .all<{ email: string }>();
    const csv = await (
      await adminRequest('/api/admin/member/export', { headers: { authorization: owner } })
    ).text();
    const emails = csv
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(';')[0]!.replaceAll('"', ''));
    expect(emails.sort()).toEqual(results.map((row) => row.email).sort());
  });
});

describe('the dashboard', () => {
  it('counts only the site’s own visits', async () => {
    const source = unique('tenancy');
    await insertVisit(WINE_SITE_ID, source, new Date());
    const massage = await adminCall<Dashboard>('GET', '/admin/dashboard?days=1', owner);
    expect(massage.body.data.totals.visitsBySource[source]).toBeUndefined();
    const wine = await adminCall<Dashboard>(
      'GET',
      '/admin/dashboard?days=1',
      wineOwner,
      undefined,
      WINE_HOST,
    );
    expect(wine.body.data.totals.visitsBySource[source]).toBe(1);
  });
});
