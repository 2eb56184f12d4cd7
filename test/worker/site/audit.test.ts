import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/schema/site/audit';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { WINE_HOST } from '../support/http';

// Every admin write is in the site's audit log (who, when, what, how it ended); each site's
// admins read their own log only.

let owner: string;
let member: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, member, wineOwner] = await Promise.all([
    adminLogin(ADMIN),
    login(MEMBER),
    adminLogin(WINE_ADMIN, WINE_HOST),
  ]);
});

const audit = async (token: string, query = '', host = 'localhost') =>
  adminCall<{ entries: AuditEntry[]; total: number }>('GET', `/admin/audit${query}`, token, undefined, host);

describe('the audit log of admin writes', () => {
  it('records who changed what, refused writes included, newest first', async () => {
    const saved = await adminCall('PUT', '/admin/parameter/COMPANY_MOBILE', owner, {
      value: '06 12 34 56 78',
    });
    expect(saved.status).toBe(200);
    const refused = await adminCall('PUT', '/admin/parameter/NO_SUCH_SETTING', owner, { value: 'x' });
    expect(refused.status).toBe(404);

    const { status, body } = await audit(owner);
    expect(status).toBe(200);
    const [latest, previous] = body.data.entries;
    expect(latest).toMatchObject({
      email: ADMIN.email,
      method: 'PUT',
      path: '/api/admin/parameter/NO_SUCH_SETTING',
      status: 404,
    });
    expect(previous).toMatchObject({
      method: 'PUT',
      path: '/api/admin/parameter/COMPANY_MOBILE',
      status: 200,
    });
    expect(latest?.requestId).toMatch(/\S+/);
    expect(Date.parse(latest?.createdAt ?? '')).not.toBeNaN();
  });

  it('does not record reads, anonymous calls or members', async () => {
    const before = (await audit(owner)).body.data.total;
    await adminCall('GET', '/admin/news', owner);
    await adminCall('PUT', '/admin/parameter/COMPANY_MOBILE', null, { value: 'x' });
    await adminCall('PUT', '/admin/parameter/COMPANY_MOBILE', member, { value: 'x' });
    expect((await audit(owner)).body.data.total).toBe(before);
  });

  it('filters by path and keeps each site to its own log', async () => {
    const filtered = await audit(owner, '?path=lk:COMPANY_MOBILE');
    expect(filtered.body.data.entries.length).toBeGreaterThan(0);
    expect(filtered.body.data.entries.every((entry) => entry.path.includes('COMPANY_MOBILE'))).toBe(true);
    const wine = await audit(wineOwner, '', WINE_HOST);
    expect(wine.status).toBe(200);
    expect(wine.body.data.entries.some((entry) => entry.email === ADMIN.email)).toBe(false);
  });

  it('is for admins only', async () => {
    expect((await audit(member)).status).toBe(401);
    expect((await adminCall('GET', '/admin/audit', null)).status).toBe(401);
  });
});
