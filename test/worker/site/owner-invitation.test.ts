import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteUser } from '../../../src/schema/site/platform';
import { ADMIN, adminCall, adminLogin, OPERATOR } from '../support/accounts';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, WINE_HOST } from '../support/http';
import { call, outboxFor } from '../support/members';

// The operator invites a site's owner by e-mail. The owner gets an ADMIN account
// they cannot use yet, and a link to choose their password on the site (the reset page), valid
// 7 days and single use; then they sign in on the admin host.

const PASSWORD = 'Un-mot-de-passe-de-proprietaire';
let operator: string;

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
});

const invite = (siteId: number, email: string, token = operator) =>
  adminCall<SiteUser>('POST', `/admin/platform/site/${siteId}/invitation`, token, {
    email,
    firstname: 'Lou',
  });

async function invitationToken(email: string): Promise<{ token: string; text: string }> {
  const mail = (await outboxFor(email)).at(-1);
  const token = /\/password\/reset#([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!mail || !token) throw new Error('no invitation in the outbox');
  return { token, text: mail.text_body };
}

const ownerSignIn = (email: string, password: string) =>
  api<{ sites: { id: number }[] }>('/admin/session', {
    host: 'admin.localhost',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' },
    body: JSON.stringify({ email, password }),
  });

describe('POST /admin/platform/site/{idSite}/invitation', () => {
  it('creates the owner, mails a 7-day password link, and the owner then signs in to the admin', async () => {
    const email = `${unique('proprio')}@atelier.example`;
    const invited = await invite(WINE_SITE_ID, email);
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, role: 'ADMIN', firstname: 'Lou' });
    expect(invited.body.message).toBe(`Invitation envoyée à ${email} (lien valable 7 jours).`);

    const { token, text } = await invitationToken(email);
    expect(text).toContain('Vous êtes invité(e) à administrer le site Domaine des Coteaux de Loire.');
    expect(text).toContain('valable 7 jours');
    expect(text).toMatch(/http:\/\/admin\.localhost(:\d+)?\/login/);
    const row = await env.DB.prepare(
      `SELECT t.expires_at - t.created_at AS life FROM password_reset_tokens t JOIN users u
         ON u.site_id = t.site_id AND u.id = t.user_id WHERE u.email = ?`,
    )
      .bind(email)
      .first<{ life: number }>();
    expect(row?.life).toBe(7 * 24 * 60 * 60);

    // Not before choosing a password: nobody knows the account's random one.
    expect((await ownerSignIn(email, PASSWORD)).status).toBe(401);
    const chosen = await call('PUT', '/password/reset', { token, password: PASSWORD }, { host: WINE_HOST });
    expect(chosen.status).toBe(200);
    const signedIn = await ownerSignIn(email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.sites.map((site) => site.id)).toEqual([WINE_SITE_ID]);
    // Single use.
    const again = await call(
      'PUT',
      '/password/reset',
      { token, password: `${PASSWORD}-2` },
      { host: WINE_HOST },
    );
    expect(again.status).toBe(400);
  });

  it('refuses the link after 7 days', async () => {
    const email = `${unique('tardif')}@atelier.example`;
    expect((await invite(MASSAGE_SITE_ID, email)).status).toBe(201);
    const { token } = await invitationToken(email);
    await env.DB.prepare(
      `UPDATE password_reset_tokens SET expires_at = unixepoch() - 1
        WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
    )
      .bind(email)
      .run();
    const late = await call('PUT', '/password/reset', { token, password: PASSWORD });
    expect(late.status).toBe(400);
  });

  it("keeps the link to the invited site: another site's reset page refuses it", async () => {
    const email = `${unique('ailleurs')}@atelier.example`;
    expect((await invite(WINE_SITE_ID, email)).status).toBe(201);
    const { token } = await invitationToken(email);
    expect((await call('PUT', '/password/reset', { token, password: PASSWORD })).status).toBe(400);
  });

  it('is the operator’s alone, and checks the address', async () => {
    const owner = await adminLogin(ADMIN);
    expect((await invite(MASSAGE_SITE_ID, 'x@atelier.example', owner)).status).toBe(403);
    const wrong = await invite(MASSAGE_SITE_ID, 'pas-une-adresse');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("L'adresse e-mail n'est pas valide.");
    expect((await invite(999, 'x@atelier.example')).status).toBe(404);
  });
});
