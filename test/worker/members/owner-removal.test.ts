import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberPage } from '../../../src/schema/members/member-admin';
import { ADMIN, adminCall, adminLogin, OPERATOR } from '../support/accounts';
import { MASSAGE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST } from '../support/http';
import { createMember } from '../support/orders';

// An owner's account (ADMIN) is removed or demoted only by the platform operator, or by its
// holder from their own space: a second owner of the same site is refused with a French 403.

let operator: string;
let firstOwnerId: number;

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
  const owner = await adminLogin(ADMIN);
  const page = await adminCall<MemberPage>(
    'GET',
    `/admin/member?email=${encodeURIComponent(ADMIN.email)}`,
    owner,
  );
  firstOwnerId = page.body.data.members[0]!.id;
});

const roleOf = async (id: number) =>
  (await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(id).first<{ role: string }>())?.role;

describe('an owner cannot remove another owner of the site', () => {
  it('answers 403 in French to DELETE /admin/member/{id} and keeps the account', async () => {
    const second = await createMember(MASSAGE_SITE_ID, 'ADMIN');
    const { status, body } = await adminCall('DELETE', `/admin/member/${firstOwnerId}`, second.token);
    expect(status).toBe(403);
    expect(body.success).toBe(false);
    expect(body.message).toBe(
      'Seul un opérateur de la plateforme peut supprimer le compte d’un autre administrateur du site ; celui-ci peut aussi le supprimer lui-même depuis son espace personnel.',
    );
    expect(await roleOf(firstOwnerId)).toBe('ADMIN');
    const outbox = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?')
      .bind(ADMIN.email)
      .first<{ n: number }>();
    expect(outbox?.n).toBe(0);
  });

  it('cannot demote another owner: the role routes are the operator’s', async () => {
    const [target, second] = await Promise.all([
      createMember(MASSAGE_SITE_ID, 'ADMIN'),
      createMember(MASSAGE_SITE_ID, 'ADMIN'),
    ]);
    const bySite = await adminCall(
      'PUT',
      `/admin/platform/site/${MASSAGE_SITE_ID}/user/${target.id}/role`,
      second.token,
      { role: 'MEMBER' },
    );
    const byUser = await adminCall('PUT', `/admin/platform/user/${target.id}/role`, second.token, {
      role: 'MEMBER',
    });
    for (const refused of [bySite, byUser]) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Cette action est réservée à l'opérateur de la plateforme.");
    }
    expect(await roleOf(target.id)).toBe('ADMIN');
  });
});

describe('the operator and the holder can remove an owner', () => {
  it('lets the platform operator delete an owner’s account', async () => {
    const owner = await createMember(MASSAGE_SITE_ID, 'ADMIN');
    const { status } = await adminCall('DELETE', `/admin/member/${owner.id}`, operator);
    expect(status).toBe(200);
    expect(await roleOf(owner.id)).toBeUndefined();
  });

  it('lets an owner delete their own account from their personal space', async () => {
    const owner = await createMember(MASSAGE_SITE_ID, 'ADMIN');
    const { status } = await api('/user', {
      host: MASSAGE_HOST,
      method: 'DELETE',
      headers: { authorization: owner.token, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'SUPPRIMER' }),
    });
    expect(status).toBe(200);
    expect(await roleOf(owner.id)).toBeUndefined();
  });
});
