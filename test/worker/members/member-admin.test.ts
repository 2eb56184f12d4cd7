import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberDetails, MemberPage } from '../../../src/schema/members/member-admin';
import {
  ADMIN,
  adminCall,
  login,
  MEMBER,
  OPERATOR,
  WINE_ADMIN,
  adminLogin,
  adminRequest,
} from '../support/accounts';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { WINE_HOST } from '../support/http';
import { createMember } from '../support/orders';
import { insertMessage, insertOrder, subscribe } from '../support/people';

// The owner's members screens: search, details, CSV export and the deletion on request, which
// is the member's own deletion (messages anonymised, orders kept unlinked, sessions and
// newsletter rows gone); an owner cannot delete themselves nor the platform operator.

let owner: string;
let wineOwner: string;
let operator: string;

beforeAll(async () => {
  [owner, wineOwner, operator] = await Promise.all([
    adminLogin(ADMIN),
    adminLogin(WINE_ADMIN, WINE_HOST),
    adminLogin(OPERATOR),
  ]);
});

const named = async (siteId: number, lastname: string) => {
  const member = await createMember(siteId);
  await env.DB.prepare('UPDATE users SET lastname = ? WHERE id = ?').bind(lastname, member.id).run();
  return member;
};

describe('GET /admin/member', () => {
  it('searches the address and both names with lk:, this site only', async () => {
    const lastname = unique('Delaunay');
    const mine = await named(MASSAGE_SITE_ID, lastname);
    await named(WINE_SITE_ID, lastname);
    const byName = await adminCall<MemberPage>('GET', `/admin/member?search=lk:${lastname}`, owner);
    expect(byName.status).toBe(200);
    expect(byName.body.data.members.map((member) => member.id)).toEqual([mine.id]);
    expect(byName.body.data.total).toBe(1);
    const byEmail = await adminCall<MemberPage>(
      'GET',
      `/admin/member?email=lk:${mine.email.slice(0, 20)}`,
      owner,
    );
    expect(byEmail.body.data.members.map((member) => member.email)).toContain(mine.email);
  });

  it('filters by role, orders and pages', async () => {
    const admins = await adminCall<MemberPage>('GET', '/admin/member?role=ADMIN', owner);
    expect(admins.body.data.members.map((member) => member.email)).toEqual([ADMIN.email]);
    const firstPage = await adminCall<MemberPage>(
      'GET',
      '/admin/member?nbItem=1&page=1&orderBy=email:asc',
      owner,
    );
    const secondPage = await adminCall<MemberPage>(
      'GET',
      '/admin/member?nbItem=1&page=2&orderBy=email:asc',
      owner,
    );
    expect(firstPage.body.data.members).toHaveLength(1);
    expect(firstPage.body.data.total).toBeGreaterThan(2);
    expect(firstPage.body.data.members[0]!.email < secondPage.body.data.members[0]!.email).toBe(true);
  });

  it('refuses visitors, members and another site’s admin', async () => {
    expect((await adminCall('GET', '/admin/member', null)).status).toBe(401);
    const member = await adminCall('GET', '/admin/member', await login(MEMBER));
    expect(member.status).toBe(401);
    expect(member.body.message).toBe('Veuillez vous connecter.'); // a member has no admin session
    const foreign = await adminCall('GET', '/admin/member', wineOwner);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Vous ne gérez pas ce site.');
  });
});

describe('GET /admin/member/{id}', () => {
  it('gives the profile, dates, newsletter lists and the order count on a shop', async () => {
    const member = await createMember(WINE_SITE_ID);
    const list = await subscribe(WINE_SITE_ID, member.email);
    await insertOrder(WINE_SITE_ID, { totalCents: 2400, paidAt: new Date(), userId: member.id });
    await insertOrder(WINE_SITE_ID, { totalCents: 1200, paidAt: null, userId: member.id });
    const { status, body } = await adminCall<MemberDetails>(
      'GET',
      `/admin/member/${member.id}`,
      wineOwner,
      undefined,
      WINE_HOST,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: member.id,
      email: member.email,
      role: 'MEMBER',
      orderCount: 2,
      newsletter: { confirmed: true, lists: [list] },
    });
    expect(body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/); // UTC, said so
  });

  it('has no order count on a site without a shop, and 404 for unknown ids', async () => {
    const member = await createMember(MASSAGE_SITE_ID);
    const details = await adminCall<MemberDetails>('GET', `/admin/member/${member.id}`, owner);
    expect(details.body.data.orderCount).toBeNull();
    expect(details.body.data.newsletter).toBeNull();
    const missing = await adminCall('GET', '/admin/member/999999', owner);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Ce membre n'existe pas.");
    expect((await adminCall('GET', '/admin/member/abc', owner)).status).toBe(404);
  });
});

describe('GET /admin/member/export', () => {
  it('is a French CSV of this site’s members, « ; » separated with a BOM', async () => {
    const mine = await named(MASSAGE_SITE_ID, unique('Export'));
    const theirs = await createMember(WINE_SITE_ID);
    await subscribe(MASSAGE_SITE_ID, mine.email);
    // Stored UTC; the owner reads Paris time (summer: +2 h, the next day here).
    await env.DB.prepare("UPDATE users SET created_at = '2026-07-14 22:30:00' WHERE id = ?")
      .bind(mine.id)
      .run();
    const response = await adminRequest('/api/admin/member/export', { headers: { authorization: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="membres.csv"');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"E-mail";"Prénom";"Nom";"Téléphone";"Rôle";"Inscrit le";"Dernière connexion";"Lettre d’information"',
    );
    const row = lines.find((line) => line.startsWith(`"${mine.email}";`));
    expect(row).toMatch(/;"Membre";"2026-07-15 00:30";"\d{4}-\d{2}-\d{2} \d{2}:\d{2}";"oui"$/);
    expect(lines.some((line) => line.includes(theirs.email))).toBe(false);
    expect(
      lines.some((line) => line.startsWith(`"${ADMIN.email}";`) && line.includes('"Administrateur"')),
    ).toBe(true);
  });

  it('refuses a member', async () => {
    const response = await adminRequest('/api/admin/member/export', {
      headers: { authorization: await login(MEMBER) },
    });
    expect(response.status).toBe(401);
  });
});

describe('DELETE /admin/member/{id}', () => {
  it('deletes like the member’s own deletion: messages anonymised, orders unlinked, the rest gone', async () => {
    const member = await createMember(WINE_SITE_ID);
    await subscribe(WINE_SITE_ID, member.email);
    const messageId = await insertMessage(WINE_SITE_ID, new Date(), member.email);
    const orderId = await insertOrder(WINE_SITE_ID, {
      totalCents: 3600,
      paidAt: new Date(),
      userId: member.id,
    });
    const { status, body } = await adminCall(
      'DELETE',
      `/admin/member/${member.id}`,
      wineOwner,
      undefined,
      WINE_HOST,
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Compte supprimé : le membre reçoit un e-mail de confirmation.');
    const count = (sql: string, ...values: (string | number)[]) =>
      env.DB.prepare(sql)
        .bind(...values)
        .first<{ n: number }>()
        .then((row) => row?.n);
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ?', member.id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', member.id)).toBe(0);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE site_id = ? AND email = ?',
        WINE_SITE_ID,
        member.email,
      ),
    ).toBe(0);
    const message = await env.DB.prepare(
      'SELECT firstname, lastname, email, phone FROM messages WHERE id = ?',
    )
      .bind(messageId)
      .first();
    expect(message).toEqual({
      firstname: 'Membre',
      lastname: 'supprimé',
      email: 'anonyme@compte-supprime.invalid',
      phone: null,
    });
    const order = await env.DB.prepare('SELECT user_id, total_cents FROM orders WHERE id = ?')
      .bind(orderId)
      .first();
    expect(order).toEqual({ user_id: null, total_cents: 3600 });
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM email_outbox WHERE site_id = ? AND to_address = ?',
        WINE_SITE_ID,
        member.email,
      ),
    ).toBe(1);
    expect(
      (await adminCall('GET', `/admin/member/${member.id}`, wineOwner, undefined, WINE_HOST)).status,
    ).toBe(404);
  });

  it('refuses to delete one’s own account; the operator is no member to delete', async () => {
    const ownerId = (
      await adminCall<MemberPage>('GET', `/admin/member?email=${encodeURIComponent(ADMIN.email)}`, owner)
    ).body.data.members[0]!.id;
    const self = await adminCall('DELETE', `/admin/member/${ownerId}`, owner);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(
      'Vous ne pouvez pas supprimer votre propre compte ici : passez par votre espace personnel.',
    );
    const operators = await adminCall<MemberPage>('GET', '/admin/member?role=SUPER_ADMIN', owner);
    expect(operators.body.data.members).toEqual([]);
    const users = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE id = ?')
      .bind(ownerId)
      .first<{ n: number }>();
    expect(users?.n).toBe(1);
  });

  it('lets the operator delete a member of any site', async () => {
    const other = await createMember(MASSAGE_SITE_ID);
    expect((await adminCall('DELETE', `/admin/member/${other.id}`, operator)).status).toBe(200);
  });

  it('refuses visitors and members, and answers 404 for an unknown member', async () => {
    const target = await createMember(MASSAGE_SITE_ID);
    expect((await adminCall('DELETE', `/admin/member/${target.id}`, null)).status).toBe(401);
    expect((await adminCall('DELETE', `/admin/member/${target.id}`, await login(MEMBER))).status).toBe(401);
    expect((await adminCall('DELETE', '/admin/member/999999', owner)).status).toBe(404);
    const still = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE id = ?')
      .bind(target.id)
      .first<{ n: number }>();
    expect(still?.n).toBe(1);
  });
});
