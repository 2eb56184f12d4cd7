import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  MINOR_REFUSED,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  TERMS_REQUIRED,
} from '../../../src/domain/member-rules';
import { REGISTER_LIMIT } from '../../../worker/auth/member-limits';
import { BIRTHDATE_REQUIRED, EMAIL_TAKEN } from '../../../worker/provider/members/register.routes';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { uniqueIp, WINE_HOST } from '../support/http';
import { call, logged, newMember, outboxFor, passwordHashOf, registerMember } from '../support/members';

interface ErrorData {
  errors: Record<string, string>;
}

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('POST /register', { timeout: 60_000 }, () => {
  it('creates a MEMBER, signs them in with the session cookies and queues a welcome e-mail', async () => {
    const member = newMember({ email: `  ${unique('Nouveau').toUpperCase()}@Example.FR ` });
    const { status, body, response } = await call('POST', '/register', member);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Votre compte est créé : bienvenue !' });
    const { token, idSite } = body.data as { token: string; idSite: number };
    expect(idSite).toBe(MASSAGE_SITE_ID);
    expect(await logged(token)).toBe(200);
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/member=1; Max-Age=86400; Path=\/; SameSite=Lax/);

    // The e-mail is stored trimmed and lower-case; the password only as an argon2id hash.
    const email = String(member.email).trim().toLowerCase();
    const row = await env.DB.prepare(
      'SELECT role, firstname, phone, birthdate, terms_accepted_at, password_hash FROM users WHERE site_id = ? AND email = ?',
    )
      .bind(MASSAGE_SITE_ID, email)
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      role: 'MEMBER',
      firstname: 'Camille',
      phone: '06 11 22 33 44',
      birthdate: '1990-05-12',
    });
    expect(row?.terms_accepted_at).toBeTruthy();
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      site_id: MASSAGE_SITE_ID,
      subject: 'Bienvenue sur Sophie Morel – Massages & Bien-être',
    });
    expect(mails[0]?.text_body).toContain('Bonjour Camille,');
    expect(mails[0]?.text_body).toContain('http://localhost/mon-compte');
  });

  it('requires the terms box, with the exact French label in the message', async () => {
    const { status, body } = await call('POST', '/register', newMember({ acceptTerms: false }));
    expect(status).toBe(400);
    expect((body.data as ErrorData).errors.acceptTerms).toBe(TERMS_REQUIRED);
    expect(TERMS_REQUIRED).toContain('Je reconnais avoir lu et compris les CGU et je les accepte');
  });

  it('refuses a short password and a common one, on the password field', async () => {
    const short = await call('POST', '/register', newMember({ password: 'Court-2026' }));
    expect(short.status).toBe(400);
    expect((short.body.data as ErrorData).errors.password).toBe(PASSWORD_TOO_SHORT);
    for (const common of ['PasswordPassword', 'Password12345678', '1qaz2wsx3edc4rfv', 'qwerty123456!!']) {
      const refused = await call('POST', '/register', newMember({ password: common }));
      expect(refused.status, common).toBe(400);
      expect((refused.body.data as ErrorData).errors.password, common).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it('refuses an invalid e-mail and names the field', async () => {
    const { status, body } = await call('POST', '/register', newMember({ email: 'pas-une-adresse' }));
    expect(status).toBe(400);
    expect((body.data as ErrorData).errors.email).toBe("L'adresse e-mail n'est pas valide.");
  });

  it('keeps e-mails unique per site (409) but lets the same e-mail register on another site', async () => {
    const email = `${unique('double')}@example.fr`;
    await registerMember({ email });
    const again = await call('POST', '/register', newMember({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EMAIL_TAKEN);
    // Nothing half-written: still one account, one welcome e-mail.
    expect((await outboxFor(email)).length).toBe(1);

    const wine = await call('POST', '/register', newMember({ email }), { host: WINE_HOST });
    expect(wine.status).toBe(201);
    expect(await passwordHashOf(WINE_SITE_ID, email)).not.toBe(await passwordHashOf(MASSAGE_SITE_ID, email));
  });

  describe('on a site that asks the birthdate and refuses minors (the wine estate)', () => {
    it('requires the birthdate', async () => {
      const { status, body } = await call('POST', '/register', newMember({ birthdate: '' }), {
        host: WINE_HOST,
      });
      expect(status).toBe(400);
      expect((body.data as ErrorData).errors.birthdate).toBe(BIRTHDATE_REQUIRED);
    });

    it('refuses a minor and says why; accepts someone 18 today', async () => {
      const minor = newMember({ birthdate: yearsAgo(18, 1) }); // 18 tomorrow
      const refused = await call('POST', '/register', minor, { host: WINE_HOST });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MINOR_REFUSED);
      expect(MINOR_REFUSED).toContain('18 ans');
      const row = await env.DB.prepare('SELECT id FROM users WHERE site_id = ? AND email = ?')
        .bind(WINE_SITE_ID, minor.email)
        .first();
      expect(row).toBeNull();

      const adult = await call('POST', '/register', newMember({ birthdate: yearsAgo(18) }), {
        host: WINE_HOST,
      });
      expect(adult.status).toBe(201);
    });

    it('lets a minor register where the setting is off (the massage practice)', async () => {
      const { status } = await call('POST', '/register', newMember({ birthdate: yearsAgo(15) }));
      expect(status).toBe(201);
    });
  });

  it(`accepts ${REGISTER_LIMIT.limit} registrations per client address and hour, then answers 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    for (let index = 0; index < REGISTER_LIMIT.limit; index++) {
      const { status } = await call('POST', '/register', newMember(), { ip });
      expect(status).toBe(201);
    }
    const refused = await call('POST', '/register', newMember(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Trop de comptes créés depuis votre connexion internet\. Réessayez dans \d+ minutes?\.$/,
    );
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
