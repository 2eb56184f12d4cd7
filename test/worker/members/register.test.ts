import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  MINOR_REFUSED,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  REGISTRATION_RECEIVED,
  TERMS_REQUIRED,
} from '../../../src/domain/members/member-rules';
import { REGISTER_LIMIT } from '../../../worker/auth/member-limits';
import { parisToday } from '../../../src/domain/members/member-rules';
import { BIRTHDATE_REQUIRED } from '../../../worker/provider/members/register.service';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { uniqueIp, WINE_HOST } from '../support/http';
import {
  call,
  logged,
  newMember,
  outboxFor,
  passwordHashOf,
  registerMember,
  STRONG_PASSWORD,
} from '../support/members';

interface ErrorData {
  errors: Record<string, string>;
}

// Counted from today in Paris, as the server does (parisToday): from 23:00 UTC the dates differ.
const yearsAgo = (years: number, days = 0) => {
  const date = new Date(`${parisToday()}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('POST /register', { timeout: 60_000 }, () => {
  it('creates a MEMBER who then signs in with the chosen password, and queues a welcome e-mail', async () => {
    const member = newMember({ email: `  ${unique('Nouveau').toUpperCase()}@Example.FR ` });
    const { status, body, response } = await call('POST', '/register', member);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, data: null, message: REGISTRATION_RECEIVED });
    // Registering signs nobody in: a session would tell a new address from a known one.
    expect(response.headers.getSetCookie()).toEqual([]);
    const signedIn = await call('POST', '/login', { email: member.email, password: member.password });
    expect(signedIn.status).toBe(200);
    expect(await logged((signedIn.body.data as { token: string }).token)).toBe(200);

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

  it('answers an address that already has an account exactly like a new one, and e-mails its holder', async () => {
    const email = `${unique('double')}@example.fr`;
    const fresh = await call('POST', '/register', newMember({ email }));
    const again = await call(
      'POST',
      '/register',
      newMember({ email: email.toUpperCase(), password: 'Autre-mot-de-passe-2026' }),
    );
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(again.response.headers.getSetCookie()).toEqual(fresh.response.headers.getSetCookie());
    // Nothing changed on the account: still one, with its first password.
    const login = await call('POST', '/login', { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    // The holder is told, with the sign-in and reset links; the welcome e-mail went out once.
    const mails = await outboxFor(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Bienvenue sur Sophie Morel – Massages & Bien-être',
      'Tentative de création de compte avec votre adresse',
    ]);
    const warning = mails[1]?.text_body ?? '';
    expect(warning).toContain("Quelqu'un a tenté de créer un compte avec votre adresse");
    expect(warning).toContain('http://localhost/auth');
    expect(warning).toContain('http://localhost/password/reset/ask');
  });

  it('sends the holder at most 3 such e-mails an hour, the answer unchanged', async () => {
    const email = `${unique('inonde')}@example.fr`;
    await call('POST', '/register', newMember({ email }));
    for (let index = 0; index < 5; index++) {
      const { status, body } = await call('POST', '/register', newMember({ email }));
      expect(status).toBe(201);
      expect(body.message).toBe(REGISTRATION_RECEIVED);
    }
    expect((await outboxFor(email)).length).toBe(1 + 3);
  });

  it('lets the same e-mail register on another site', async () => {
    const email = `${unique('double')}@example.fr`;
    await registerMember({ email });
    const wine = await call('POST', '/register', newMember({ email }), { host: WINE_HOST });
    expect(wine.status).toBe(201);
    expect(await passwordHashOf(WINE_SITE_ID, email)).not.toBe(await passwordHashOf(MASSAGE_SITE_ID, email));
    expect((await outboxFor(email)).map((mail) => mail.site_id)).toEqual([MASSAGE_SITE_ID, WINE_SITE_ID]);
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
