import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { passwordShapeProblem } from '../../../src/domain/members/member-rules';
import type { MemberPage } from '../../../src/schema/members/member-admin';
import type { AdminOrder, OrderCreated } from '../../../src/schema/orders/order';
import type { Operator } from '../../../src/schema/site/operator';
import { hashPassword } from '../../../worker/auth/password';
import { ADMIN, ADMIN_HOST, adminCall, adminLogin, adminRequest, OPERATOR } from '../support/accounts';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, postJson, WINE_HOST } from '../support/http';
import {
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  postOrder,
  relaxBottleRules,
} from '../support/orders';

// Operators are platform accounts, owners manage the sites they own, and an owner's
// admin rights end with their password, their role or their account.

const PASSWORD = 'Une-phrase-de-passe-solide-2026';

interface SessionData {
  account: { email: string; operator: boolean };
  sites: { id: number }[];
}

/** An ADMIN account on a site, with PASSWORD unless told otherwise; returns its id. */
async function insertOwner(siteId: number, email: string, password = PASSWORD): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO users (site_id, email, password_hash, role) VALUES (?, ?, ?, 'ADMIN') RETURNING id`,
  )
    .bind(siteId, email, await hashPassword(password))
    .first<{ id: number }>();
  return row!.id;
}

describe('an owner of several sites', () => {
  it('gets every site where the address and the password match, and only those', async () => {
    const email = `${unique('multi').toLowerCase()}@exemple.fr`;
    await insertOwner(MASSAGE_SITE_ID, email);
    await insertOwner(WINE_SITE_ID, email);
    const { status, body } = await postJson('/admin/session', { email, password: PASSWORD }, ADMIN_HOST);
    expect(status).toBe(200);
    const data = body.data as SessionData;
    expect(data.account).toEqual({ email, operator: false });
    expect(data.sites.map((site) => site.id)).toEqual([MASSAGE_SITE_ID, WINE_SITE_ID]);

    const other = `${unique('moitie').toLowerCase()}@exemple.fr`;
    await insertOwner(MASSAGE_SITE_ID, other);
    await insertOwner(WINE_SITE_ID, other, 'Un-autre-mot-de-passe-2026');
    const half = await postJson('/admin/session', { email: other, password: PASSWORD }, ADMIN_HOST);
    expect((half.body.data as SessionData).sites.map((site) => site.id)).toEqual([MASSAGE_SITE_ID]);
    const token = (half.body.data as { token: string }).token;
    expect((await adminCall('GET', '/admin/audit', token, undefined, WINE_HOST)).status).toBe(403);
  });
});

describe('operators are platform accounts', () => {
  it('are no member of any site: absent from the member list, the export and the account directory', async () => {
    const owner = await adminLogin(ADMIN);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?')
      .bind(OPERATOR.email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    const list = await adminCall<MemberPage>('GET', `/admin/member?email=${OPERATOR.email}`, owner);
    expect(list.body.data.members).toEqual([]);
    const roles = await adminCall<MemberPage>('GET', '/admin/member?role=SUPER_ADMIN', owner);
    expect(roles.body.data.total).toBe(0);
    const csv = await (
      await adminRequest('/api/admin/member/export', { headers: { authorization: owner } })
    ).text();
    expect(csv).toContain(ADMIN.email);
    expect(csv).not.toContain(OPERATOR.email);
  });

  it('are listed, added and removed by an operator only', async () => {
    const operator = await adminLogin(OPERATOR);
    const listed = await adminCall<Operator[]>('GET', '/admin/platform/operator', operator);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((account) => account.email)).toContain(OPERATOR.email);
    expect((await adminCall('GET', '/admin/platform/operator', await adminLogin(ADMIN))).status).toBe(403);

    const email = `${unique('operatrice').toLowerCase()}@plateforme.example`;
    const weak = await adminCall('POST', '/admin/platform/operator', operator, {
      email,
      password: 'password123',
    });
    expect(weak.status).toBe(400);
    // The registration rules, word for word.
    expect(weak.body.message).toBe(passwordShapeProblem('password123'));
    const short = await adminCall('POST', '/admin/platform/operator', operator, { email, password: 'court' });
    expect(short.status).toBe(400);
    const created = await adminCall<Operator>('POST', '/admin/platform/operator', operator, {
      email,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.email).toBe(email);
    const twice = await adminCall('POST', '/admin/platform/operator', operator, {
      email,
      password: PASSWORD,
    });
    expect(twice.status).toBe(409);

    // The new operator signs in, sees every site, then is removed: their session ends with them.
    const theirs = await adminLogin({ email, password: PASSWORD });
    const session = await api<SessionData>('/admin/session', {
      host: ADMIN_HOST,
      headers: { authorization: theirs },
    });
    expect(session.body.data.account.operator).toBe(true);
    expect(session.body.data.sites.map((site) => site.id)).toEqual([MASSAGE_SITE_ID, WINE_SITE_ID]);
    const removed = await adminCall('DELETE', `/admin/platform/operator/${created.body.data.id}`, operator);
    expect(removed.status).toBe(200);
    expect((await adminCall('GET', '/admin/platform/site', theirs)).status).toBe(401);
    const gone = await adminCall('DELETE', `/admin/platform/operator/${created.body.data.id}`, operator);
    expect(gone.status).toBe(404);
  });

  it('cannot remove themselves', async () => {
    const operator = await adminLogin(OPERATOR);
    const me = (await adminCall<Operator[]>('GET', '/admin/platform/operator', operator)).body.data.find(
      (account) => account.email === OPERATOR.email,
    );
    const refused = await adminCall('DELETE', `/admin/platform/operator/${me!.id}`, operator);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Vous ne pouvez pas supprimer votre propre compte d’opérateur.');
  });

  it('cannot be made through the site account calls: SUPER_ADMIN is refused in French', async () => {
    const operator = await adminLogin(OPERATOR);
    const email = `${unique('promu').toLowerCase()}@exemple.fr`;
    const create = await adminCall('POST', '/admin/platform/user', operator, {
      idSite: MASSAGE_SITE_ID,
      email,
      password: PASSWORD,
      role: 'SUPER_ADMIN',
    });
    expect(create.status).toBe(400);
    expect(create.body.message).toBe(
      'Le rôle doit être MEMBER ou ADMIN : les opérateurs sont des comptes de la plateforme.',
    );
    const onSite = await adminCall('POST', `/admin/platform/site/${MASSAGE_SITE_ID}/user`, operator, {
      email,
      password: PASSWORD,
      role: 'SUPER_ADMIN',
    });
    expect(onSite.status).toBe(400);
    const id = await insertOwner(MASSAGE_SITE_ID, email);
    for (const path of [
      `/admin/platform/user/${id}/role`,
      `/admin/platform/site/${MASSAGE_SITE_ID}/user/${id}/role`,
    ]) {
      const promoted = await adminCall('PUT', path, operator, { role: 'SUPER_ADMIN' });
      expect(promoted.status, path).toBe(400);
    }
    const role = await env.DB.prepare('SELECT role FROM users WHERE id = ?')
      .bind(id)
      .first<{ role: string }>();
    expect(role?.role).toBe('ADMIN');
    const none = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE role = 'SUPER_ADMIN'").first<{
      n: number;
    }>();
    expect(none?.n).toBe(0);
  });
});

describe('an owner’s admin rights end with', () => {
  async function ownerSignedIn(): Promise<{ id: number; email: string; token: string }> {
    const email = `${unique('gerant').toLowerCase()}@exemple.fr`;
    const id = await insertOwner(MASSAGE_SITE_ID, email);
    const token = await adminLogin({ email, password: PASSWORD });
    expect((await adminCall('GET', '/admin/audit', token)).status).toBe(200);
    return { id, email, token };
  }

  it('a password change on the storefront', async () => {
    const owner = await ownerSignedIn();
    const member = await postJson('/login', { email: owner.email, password: PASSWORD });
    const changed = await api('/user/password', {
      method: 'PUT',
      headers: {
        authorization: (member.body.data as { token: string }).token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Une-toute-nouvelle-phrase-2026' }),
    });
    expect(changed.status).toBe(200);
    expect((await adminCall('GET', '/admin/audit', owner.token)).status).toBe(401);
  });

  it('the loss of the ADMIN role', async () => {
    const owner = await ownerSignedIn();
    const operator = await adminLogin(OPERATOR);
    const demoted = await adminCall('PUT', `/admin/platform/user/${owner.id}/role`, operator, {
      role: 'MEMBER',
    });
    expect(demoted.status).toBe(200);
    expect((await adminCall('GET', '/admin/audit', owner.token)).status).toBe(401);
  });

  it('the deletion of the account', async () => {
    const owner = await ownerSignedIn();
    const operator = await adminLogin(OPERATOR);
    expect((await adminCall('DELETE', `/admin/member/${owner.id}`, operator)).status).toBe(200);
    expect((await adminCall('GET', '/admin/audit', owner.token)).status).toBe(401);
  });
});

describe('who acts, when an operator writes', () => {
  it('is recorded by e-mail in the audit log, with no member id', async () => {
    const operator = await adminLogin(OPERATOR);
    const text = unique('Bandeau');
    expect(
      (await adminCall('PUT', '/admin/parameter/PROMO_BANNER_TEXT', operator, { value: text })).status,
    ).toBe(200);
    const row = await env.DB.prepare(
      "SELECT user_id, user_email FROM admin_audit_log WHERE site_id = ? AND path = '/api/admin/parameter/PROMO_BANNER_TEXT' ORDER BY id DESC LIMIT 1",
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ user_id: number | null; user_email: string }>();
    expect(row).toEqual({ user_id: null, user_email: OPERATOR.email });
  });
});

describe('who acts, when an operator moves an order', () => {
  it('is OPERATOR:<id> in the order history, with no member id', async () => {
    await relaxBottleRules();
    const carriers = await insertCarriers();
    const buyer = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 10 });
    const placed = await postOrder<OrderCreated>(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
    );
    expect(placed.status).toBe(201);
    const id = placed.body.data.order.id;
    const operator = await adminLogin(OPERATOR);
    const moved = await adminCall<AdminOrder>(
      'PUT',
      `/admin/order/${id}/status`,
      operator,
      { status: 'PAID' },
      WINE_HOST,
    );
    expect(moved.status).toBe(200);
    const me = (await adminCall<Operator[]>('GET', '/admin/platform/operator', operator)).body.data.find(
      (account) => account.email === OPERATOR.email,
    );
    expect(moved.body.data.history.at(-1)).toMatchObject({ to: 'PAID', actor: `OPERATOR:${me!.id}` });
  });
});
