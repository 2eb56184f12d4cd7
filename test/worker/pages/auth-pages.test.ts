import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_RECEIVED, TERMS_LABEL, TERMS_REQUIRED } from '../../../src/domain/members/member-rules';
import { ACCOUNT_FREE_TRIES } from '../../../worker/auth/login-throttle';
import { MASSAGE_SITE_ID, unique } from '../support/factories';
import { decode } from '../support/html';
import { request, uniqueIp, WINE_HOST } from '../support/http';
import { newMember, outboxFor, registerMember, STRONG_PASSWORD } from '../support/members';

// The member pages without JavaScript: plain POST forms answered with the page, per-field
// French errors and an error summary, cookies set on success and `?redirect=` honoured.

function postForm(
  path: string,
  fields: Record<string, string>,
  host = 'localhost',
  headers: Record<string, string> = {},
) {
  return request(path, {
    host,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
      'cf-connecting-ip': uniqueIp(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const registerFields = (overrides: Record<string, string> = {}) => {
  const member = newMember();
  return {
    firstname: 'Camille',
    lastname: 'Durand',
    email: String(member.email),
    phone: '',
    birthdate: '1990-05-12',
    password: STRONG_PASSWORD,
    acceptTerms: 'on',
    redirect: '/',
    ...overrides,
  };
};

const html = async (response: Response) => decode(await response.text());

describe('GET /auth', { timeout: 60_000 }, () => {
  it('shows login and registration side by side, labelled, with the exact terms label and link', async () => {
    const response = await request('/auth?redirect=/blog');
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toMatch(/<form [^>]*action="\/auth" method="post">/);
    expect(page).toMatch(/<form [^>]*action="\/auth\/register" method="post">/);
    expect(page).toMatch(/<label for="login-email">Adresse e-mail<\/label>/);
    expect(page).toMatch(/id="login-password"[^>]*autocomplete="current-password"/i);
    expect(page).toMatch(/id="register-password"[^>]*autocomplete="new-password"/i);
    expect(page).toMatch(/id="register-firstname"[^>]*autocomplete="given-name"/i);
    expect(page).toContain(`<label for="register-acceptTerms">${TERMS_LABEL}</label>`);
    expect(page).toContain('href="/conditions-utilisation"');
    expect(page).toContain('<input type="hidden" name="redirect" value="/blog"/>');
    expect(page).toContain('<meta name="robots" content="noindex');
    // The massage practice does not ask the birthdate.
    expect(page).not.toContain('id="register-birthdate"');
  });

  it('asks the birthdate on the wine estate, adults only', async () => {
    const page = await html(await request('/auth', { host: WINE_HOST }));
    expect(page).toMatch(/id="register-birthdate"[^>]*type="date"[^>]*autocomplete="bday"/i);
    expect(page).toContain('L’inscription est réservée aux personnes majeures.');
  });

  it('ignores a redirect to another site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const page = await html(await request(`/auth?redirect=${encodeURIComponent(target)}`));
      expect(page, target).toContain('<input type="hidden" name="redirect" value="/"/>');
    }
  });

  it('is never served from the HTML cache to a signed-in member', async () => {
    const member = await registerMember();
    const response = await request('/auth', { headers: { cookie: `token=${member.token}` } });
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    const page = await html(response);
    expect(page).toContain(member.email);
    expect(page).toContain('href="/mon-compte"');
  });
});

describe('POST /auth (login without JavaScript)', { timeout: 60_000 }, () => {
  it('signs in, sets the cookies and goes back to the redirect path', async () => {
    const member = await registerMember();
    const response = await postForm('/auth', {
      email: member.email,
      password: member.password,
      redirect: '/blog',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toContain('member=1');
  });

  it('answers a wrong password with the page, the French message and the e-mail kept', async () => {
    const member = await registerMember();
    const response = await postForm('/auth', { email: member.email, password: 'Pas-le-bon', redirect: '/' });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    const page = await html(response);
    expect(page).toContain('Adresse e-mail ou mot de passe incorrect.');
    expect(page).toContain('role="alert"');
    expect(page).toContain(`value="${member.email}"`);
    expect(response.headers.getSetCookie().join('\n')).not.toContain('token=');
  });

  it('shows a per-field error for an empty field', async () => {
    const response = await postForm('/auth', { email: 'camille@example.fr', password: '' });
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toMatch(
      /<p class="auth-field__error" id="login-password-error"[^>]*>Le mot de passe est obligatoire\.<\/p>/,
    );
    expect(page).toContain('<a href="#login-password">Mot de passe : Le mot de passe est obligatoire.</a>');
  });
});

describe('POST /auth limits per client, never per account alone', { timeout: 60_000 }, () => {
  it('refuses the failing client but lets the holder sign in from their own', async () => {
    const member = await registerMember();
    const attacker = uniqueIp();
    const tryAs = (ip: string, password: string) =>
      postForm('/auth', { email: member.email, password, redirect: '/' }, 'localhost', {
        'cf-connecting-ip': ip,
      });
    for (let index = 0; index < ACCOUNT_FREE_TRIES; index++)
      expect((await tryAs(attacker, 'Devine-encore-2026')).status).toBe(401);
    const refused = await tryAs(attacker, member.password);
    expect(refused.status).toBe(429);
    expect(await html(refused)).toContain('Trop de tentatives de connexion pour ce compte');
    const owner = await tryAs(uniqueIp(), member.password);
    expect(owner.status).toBe(303);
    expect(owner.headers.getSetCookie().join('\n')).toMatch(/token=[^;]+;/);
  });
});

describe('POST /auth/register (registration without JavaScript)', { timeout: 60_000 }, () => {
  it('creates the account and shows the neutral notice with the login form filled in, signing nobody in', async () => {
    const fields = registerFields({ redirect: '/blog' });
    const response = await postForm('/auth/register', fields);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/(token|member|idSite)=/);
    const page = await html(response);
    expect(page).toContain(REGISTRATION_RECEIVED);
    expect(page).toMatch(new RegExp(`id="login-email"[^>]*value="${fields.email}"`));
    expect(page).toContain('name="redirect" value="/blog"');
    expect((await outboxFor(fields.email)).map((mail) => mail.subject)).toEqual([
      'Bienvenue sur Sophie Morel – Massages & Bien-être',
    ]);
  });

  it('shows every problem under its field and in the summary, keeping what was typed (never the password)', async () => {
    const fields = registerFields({ email: 'pas-une-adresse', password: 'court', acceptTerms: '' });
    const response = await postForm('/auth/register', fields);
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain('Le formulaire contient des erreurs');
    expect(page).toMatch(/id="register-email-error"[^>]*>L'adresse e-mail n'est pas valide\./);
    expect(page).toMatch(
      /id="register-password-error"[^>]*>Le mot de passe doit contenir au moins 12 caractères\./,
    );
    expect(page).toContain(
      `id="register-acceptTerms-error" data-error-for="register-acceptTerms">${TERMS_REQUIRED}`,
    );
    expect(page).toContain('value="pas-une-adresse"');
    expect(page).not.toContain('value="court"');
    expect(page).toMatch(/id="register-email"[^>]*aria-invalid="true"/);
  });

  it('shows the provider’s refusals on their fields: a common password, a minor on the wine estate', async () => {
    const common = await postForm('/auth/register', registerFields({ password: 'PasswordPassword' }));
    expect(common.status).toBe(400);
    expect(await html(common)).toMatch(
      /id="register-password-error"[^>]*>Ce mot de passe fait partie des mots de passe les plus utilisés/,
    );

    const minor = await postForm(
      '/auth/register',
      registerFields({ birthdate: `${new Date().getUTCFullYear() - 10}-01-01` }),
      WINE_HOST,
      { origin: `http://${WINE_HOST}` },
    );
    expect(minor.status).toBe(400);
    expect(await html(minor)).toMatch(
      /id="register-birthdate-error"[^>]*>L'inscription est réservée aux personnes majeures/,
    );
  });

  it('answers an address that already has an account with the same page, and e-mails its holder', async () => {
    const member = await registerMember();
    const known = await postForm('/auth/register', registerFields({ email: member.email }));
    const fresh = await postForm('/auth/register', registerFields());
    expect(known.status).toBe(fresh.status);
    const page = await html(known);
    expect(page).toContain(REGISTRATION_RECEIVED);
    expect(page).not.toContain('existe déjà');
    expect(known.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect((await outboxFor(member.email)).at(-1)?.subject).toBe(
      'Tentative de création de compte avec votre adresse',
    );
  });
});

describe('password reset pages', { timeout: 60_000 }, () => {
  it('ask for a link, then set a new password through the link from the outbox', async () => {
    const member = await registerMember();
    const asked = await postForm('/password/reset/ask', { email: member.email });
    expect(asked.status).toBe(200);
    expect(await html(asked)).toContain('Si un compte existe avec cette adresse e-mail');
    const body = (await outboxFor(member.email)).at(-1)?.text_body ?? '';
    // The token rides in the fragment (never sent, never logged), and as a code to type.
    const [path, token] =
      /http:\/\/localhost(\/password\/reset)#([A-Za-z0-9_-]{43})/.exec(body)?.slice(1) ?? [];
    expect(path).toBe('/password/reset');
    expect(body).toContain(`Si la page vous demande un code, saisissez : ${token}`);
    expect(body).not.toMatch(/\/password\/reset\/[A-Za-z0-9_-]{20}/);

    const form = await request(path ?? '');
    expect(form.status).toBe(200);
    const page = await html(form);
    expect(page).toContain('action="/password/reset"');
    expect(page).toMatch(/id="reset-token"[^>]*data-from-fragment=""/);
    expect(page).toMatch(/id="reset-password"[^>]*autocomplete="new-password"/i);

    // A weak password: the code is shown back (the fragment is gone by then), never the password.
    const weak = await postForm('/password/reset', { token: token ?? '', password: 'court' });
    expect(weak.status).toBe(400);
    expect(await html(weak)).toMatch(new RegExp(`id="reset-token"[^>]*value="${token}"`));

    const done = await postForm('/password/reset', {
      token: token ?? '',
      password: 'Un-nouveau-mot-de-passe-solide',
    });
    expect(done.status).toBe(200);
    expect(await html(done)).toContain('Votre mot de passe a été changé.');
    const again = await postForm('/password/reset', {
      token: token ?? '',
      password: 'Encore-un-autre-mot-de-passe',
    });
    expect(again.status).toBe(400);
    const refused = await html(again);
    expect(refused).toContain('Ce lien de réinitialisation a déjà été utilisé.');
    // Said in plain words with a form that sends a new link, never as an error of the
    // hidden « Code du lien reçu » field.
    expect(refused).toContain('Ce lien ne permet plus de changer le mot de passe');
    expect(refused).toMatch(/<form [^>]*action="\/password\/reset\/ask" method="post"/);
    expect(refused).not.toContain('Code du lien reçu');
  });

  it('answers an unknown e-mail like a known one', async () => {
    const page = await html(
      await postForm('/password/reset/ask', { email: `${unique('personne')}@example.fr` }),
    );
    expect(page).toContain('Si un compte existe avec cette adresse e-mail');
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE site_id = ?')
      .bind(MASSAGE_SITE_ID)
      .first<{ n: number }>();
    expect(rows?.n).toBeGreaterThan(0);
  });
});

describe('header account icon', () => {
  it('is an island that links to /auth, with the signed-in state from the member hint', async () => {
    const page = await html(await request('/'));
    expect(page).toContain('data-island="AccountIcon"');
    expect(page).toContain('"accountHref":"/mon-compte","authHref":"/auth"');
    expect(page).toMatch(/<a class="header-icons__link" href="\/auth" data-member="0">/);
  });
});
