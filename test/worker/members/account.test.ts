import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { DELETION_CONFIRMATION } from '../../../src/schema/members/account';
import { ANONYMOUS } from '../../../worker/provider/members/member.repository';
import { ADMIN, login } from '../support/accounts';
import { lastEmailTo, MEMBER_PASSWORD, memberCall, signedInMember } from '../support/account-members';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, postJson, WINE_HOST } from '../support/http';

// Members sign in and change passwords: argon2id hashes take a while on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The personal space's API: GET|PUT|DELETE /user, PUT /user/password, GET /user/export.

const NEW_PASSWORD = 'Encore-une-autre-phrase-2027';

const profile = (overrides: Record<string, unknown> = {}) => ({
  email: 'x',
  phone: '06 12 34 56 78',
  firstname: 'Camille',
  lastname: 'Durand',
  birthdate: '1990-04-12',
  ...overrides,
});

async function sessionCount(userId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /user', () => {
  it('answers the signed-in member’s profile', async () => {
    const member = await signedInMember();
    const { status, body } = await memberCall(member, 'GET', '/user');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: member.id,
      email: member.email,
      phone: null,
      firstname: 'Camille',
      lastname: 'Durand',
      birthdate: null,
      role: 'MEMBER',
    });
  });

  it('refuses anonymous calls with a French 401', async () => {
    const { status, body } = await api('/user');
    expect(status).toBe(401);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/connecté/);
  });

  it('refuses a token of another site', async () => {
    const member = await signedInMember(WINE_SITE_ID);
    const { status } = await memberCall(member, 'GET', '/user', undefined, MASSAGE_HOST);
    expect(status).toBe(401);
  });
});

describe('PUT /user', () => {
  it('saves the profile with the memberProfileSchema rules', async () => {
    const member = await signedInMember();
    const { status, body } = await memberCall(member, 'PUT', '/user', profile({ email: member.email }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ phone: '06 12 34 56 78', birthdate: '1990-04-12' });
    expect((await memberCall(member, 'GET', '/user')).body.data).toMatchObject({ birthdate: '1990-04-12' });
  });

  it('answers per-field French errors', async () => {
    const member = await signedInMember();
    const { status, body } = await memberCall(
      member,
      'PUT',
      '/user',
      profile({ email: member.email, firstname: ' ', phone: 'abc', birthdate: '2999-01-01' }),
    );
    expect(status).toBe(400);
    const errors = (body.data as { errors: Record<string, string> }).errors;
    expect(errors.firstname).toBe('Le prénom est obligatoire.');
    expect(errors.phone).toMatch(/téléphone/);
    expect(errors.birthdate).toMatch(/naissance/);
  });

  it('asks the current password to change the e-mail, and refuses a wrong one', async () => {
    const member = await signedInMember();
    const email = `${unique('nouvelle').toLowerCase()}@exemple.fr`;
    const without = await memberCall(member, 'PUT', '/user', profile({ email }));
    expect(without.status).toBe(400);
    expect((without.body.data as { errors: Record<string, string> }).errors.currentPassword).toBe(
      'Saisissez votre mot de passe actuel.',
    );
    const wrong = await memberCall(
      member,
      'PUT',
      '/user',
      profile({ email, currentPassword: 'pas-le-bon-mot' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect.');
    expect((await memberCall(member, 'GET', '/user')).body.data).toMatchObject({ email: member.email });

    const right = await memberCall(
      member,
      'PUT',
      '/user',
      profile({ email, currentPassword: MEMBER_PASSWORD }),
    );
    expect(right.status).toBe(200);
    expect((await memberCall(member, 'GET', '/user')).body.data).toMatchObject({ email });
    // The new address signs in.
    expect(await login({ email, password: MEMBER_PASSWORD })).toBeTruthy();
  });

  it('refuses an address another member of the site uses (409), but not one of another site', async () => {
    const member = await signedInMember();
    const other = await signedInMember();
    const taken = await memberCall(
      member,
      'PUT',
      '/user',
      profile({ email: other.email, currentPassword: MEMBER_PASSWORD }),
    );
    expect(taken.status).toBe(409);
    const wine = await signedInMember(WINE_SITE_ID);
    const free = await memberCall(
      member,
      'PUT',
      '/user',
      profile({ email: wine.email, currentPassword: MEMBER_PASSWORD }),
    );
    expect(free.status).toBe(200);
  });
});

describe('PUT /user/password', () => {
  it('requires the current password', async () => {
    const member = await signedInMember();
    const { status, body } = await memberCall(member, 'PUT', '/user/password', {
      currentPassword: 'pas-le-bon-mot',
      newPassword: NEW_PASSWORD,
    });
    expect(status).toBe(400);
    expect((body.data as { errors: Record<string, string> }).errors.currentPassword).toBe(
      'Le mot de passe actuel est incorrect.',
    );
  });

  it('refuses a short or common new password with the member rules', async () => {
    const member = await signedInMember();
    const short = await memberCall(member, 'PUT', '/user/password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: 'court',
    });
    expect(short.status).toBe(400);
    expect((short.body.data as { errors: Record<string, string> }).errors.newPassword).toMatch(
      /12 caractères/,
    );
    const common = await memberCall(member, 'PUT', '/user/password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: 'password1234',
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/plus utilisés/);
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const member = await signedInMember();
    const otherToken = await login({ email: member.email, password: MEMBER_PASSWORD });
    expect(await sessionCount(member.id)).toBe(2);
    const { status } = await memberCall(member, 'PUT', '/user/password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(status).toBe(200);
    expect((await memberCall(member, 'GET', '/user')).status).toBe(200);
    expect((await memberCall({ ...member, token: otherToken }, 'GET', '/user')).status).toBe(401);
    expect(await sessionCount(member.id)).toBe(1);
    expect((await postJson('/login', { email: member.email, password: MEMBER_PASSWORD })).status).toBe(401);
    expect(await login({ email: member.email, password: NEW_PASSWORD })).toBeTruthy();
  });

  it('limits wrong current passwords per member (429 after 10)', async () => {
    const member = await signedInMember();
    const attempt = () =>
      memberCall(member, 'PUT', '/user/password', {
        currentPassword: 'mauvais-mot',
        newPassword: NEW_PASSWORD,
      });
    for (let index = 0; index < 10; index++) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Trop d’essais/);
  });
});

describe('DELETE /user', () => {
  it('asks for the password or the typed confirmation', async () => {
    const member = await signedInMember();
    const none = await memberCall(member, 'DELETE', '/user', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/SUPPRIMER/);
    const wrong = await memberCall(member, 'DELETE', '/user', { password: 'pas-le-bon-mot' });
    expect(wrong.status).toBe(400);
    expect((await memberCall(member, 'GET', '/user')).status).toBe(200);
  });

  it('deletes the account: sessions ended, messages anonymised, newsletter rows gone, cookies cleared, e-mail queued', async () => {
    const member = await signedInMember();
    const second = await login({ email: member.email, password: MEMBER_PASSWORD });
    await env.DB.prepare(
      `INSERT INTO messages (site_id, firstname, lastname, email, phone, subject, body)
       VALUES (?, 'Camille', 'Durand', ?, '0612345678', 'Rendez-vous', 'Bonjour, un créneau samedi ?')`,
    )
      .bind(MASSAGE_SITE_ID, member.email)
      .run();
    await env.DB.prepare(
      `INSERT INTO newsletter_subscribers (site_id, email, confirmed_at) VALUES (?, ?, datetime('now'))`,
    )
      .bind(MASSAGE_SITE_ID, member.email)
      .run();

    const { status, response } = await memberCall(member, 'DELETE', '/user', { password: MEMBER_PASSWORD });
    expect(status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/token=;.*Max-Age=0/);

    expect(await sessionCount(member.id)).toBe(0);
    expect((await memberCall({ ...member, token: second }, 'GET', '/user')).status).toBe(401);
    const user = await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(member.id).first();
    expect(user).toBeNull();
    const message = await env.DB.prepare(
      "SELECT firstname, lastname, email, phone, body FROM messages WHERE subject = 'Rendez-vous' AND body LIKE 'Bonjour, un créneau%' ORDER BY id DESC",
    ).first();
    expect(message).toEqual({
      firstname: ANONYMOUS.firstname,
      lastname: ANONYMOUS.lastname,
      email: ANONYMOUS.email,
      phone: null,
      body: 'Bonjour, un créneau samedi ?',
    });
    const subscriber = await env.DB.prepare('SELECT id FROM newsletter_subscribers WHERE email = ?')
      .bind(member.email)
      .first();
    expect(subscriber).toBeNull();
    const email = await lastEmailTo(member.email);
    expect(email?.subject).toMatch(/a été supprimé/);
  });

  it('accepts the typed confirmation instead of the password', async () => {
    const member = await signedInMember();
    const { status } = await memberCall(member, 'DELETE', '/user', {
      confirmation: DELETION_CONFIRMATION.toLowerCase(),
    });
    expect(status).toBe(200);
    expect((await memberCall(member, 'GET', '/user')).status).toBe(401);
  });

  it('never deletes a member of another site', async () => {
    const wine = await signedInMember(WINE_SITE_ID);
    const { status } = await memberCall(
      wine,
      'DELETE',
      '/user',
      { confirmation: DELETION_CONFIRMATION },
      MASSAGE_HOST,
    );
    expect(status).toBe(401);
    expect((await memberCall(wine, 'GET', '/user', undefined, WINE_HOST)).status).toBe(200);
  });
});

describe('GET /user/export', () => {
  it('exports the member’s own data as JSON, nothing of others', async () => {
    const member = await signedInMember();
    await env.DB.prepare(
      `INSERT INTO messages (site_id, firstname, lastname, email, subject, body)
       VALUES (?, 'Camille', 'Durand', ?, 'Question', 'Acceptez-vous les chèques ?')`,
    )
      .bind(MASSAGE_SITE_ID, member.email)
      .run();
    const { status, body } = await memberCall<{
      profile: { email: string };
      sessions: unknown[];
      messages: { subject: string }[];
      site: { id: number };
      newsletter: unknown;
    }>(member, 'GET', '/user/export');
    expect(status).toBe(200);
    expect(body.data.profile.email).toBe(member.email);
    expect(body.data.site.id).toBe(MASSAGE_SITE_ID);
    expect(body.data.sessions).toHaveLength(1);
    expect(body.data.messages.map((message) => message.subject)).toEqual(['Question']);
    expect(body.data.newsletter).toBeNull();
    expect(JSON.stringify(body.data)).not.toMatch(/password|hash/i);
  });

  it('refuses anonymous calls', async () => {
    expect((await api('/user/export')).status).toBe(401);
  });
});

describe('an admin is a member too', () => {
  it('reads their own profile with their role', async () => {
    const token = await login(ADMIN);
    const { body } = await api<{ role: string }>('/user', { headers: { authorization: token } });
    expect(body.data.role).toBe('ADMIN');
  });
});
