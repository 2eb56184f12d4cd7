import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  newLinkToken,
  operatorExistsSql,
  operatorStatements,
  signInLinkUrl,
} from '../../../scripts/operator-account';
import { hashPassword } from '../../../worker/auth/password';
import { ADMIN_HOST } from '../support/accounts';
import { api, postJson, request } from '../support/http';

// `npm run operator:create` writes these statements (scripts/operator-account.ts)
// through `wrangler d1 execute`; here they run on the test D1, then the operator signs in on
// the admin host, with the password or with the one-time link.

const ADMIN_ORIGIN = `http://${ADMIN_HOST}`;
const now = () => Math.floor(Date.now() / 1000);

async function createOperator(input: {
  email: string;
  password: string;
  reset?: boolean;
  linkExpiresAt?: number;
}): Promise<string | null> {
  const link = input.linkExpiresAt === undefined ? null : newLinkToken();
  const statements = operatorStatements({
    email: input.email,
    passwordHash: await hashPassword(input.password),
    reset: input.reset ?? false,
    link: link && { tokenHash: link.tokenHash, expiresAt: input.linkExpiresAt! },
  });
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  return link?.token ?? null;
}

/** The button of the link page: a form POST from the admin origin. */
function claim(token: string, origin = ADMIN_ORIGIN) {
  return request('/api/admin/session/link', {
    host: ADMIN_HOST,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ token }).toString(),
  });
}

async function sessionOf(response: Response) {
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return api<{ account: { email: string; operator: boolean } }>('/admin/session', {
    host: ADMIN_HOST,
    headers: { cookie },
  });
}

describe('operator:create on the sample database', () => {
  it('creates an operator who signs in on the admin host with the password', async () => {
    const credentials = {
      email: 'nouvel-operateur@plateforme.example',
      password: 'Une phrase assez longue 2026',
    };
    await createOperator(credentials);
    const { status, body } = await postJson('/admin/session', credentials, ADMIN_HOST);
    expect(status).toBe(200);
    expect((body.data as { account: unknown }).account).toEqual({ email: credentials.email, operator: true });
  });

  it('keeps an existing operator’s password unless --reset, which also ends their sessions', async () => {
    const email = 'garde@plateforme.example';
    await createOperator({ email, password: 'Premier mot de passe 2026' });
    const first = await postJson(
      '/admin/session',
      { email, password: 'Premier mot de passe 2026' },
      ADMIN_HOST,
    );
    const token = (first.body.data as { token: string }).token;
    await createOperator({ email, password: 'Autre mot de passe 2026' });
    expect(
      (await postJson('/admin/session', { email, password: 'Autre mot de passe 2026' }, ADMIN_HOST)).status,
    ).toBe(401);
    await createOperator({ email, password: 'Autre mot de passe 2026', reset: true });
    expect(
      (await postJson('/admin/session', { email, password: 'Autre mot de passe 2026' }, ADMIN_HOST)).status,
    ).toBe(200);
    const old = await api('/admin/session', {
      host: ADMIN_HOST,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.status).toBe(401);
  });

  it('shows the link page without spending the link, then signs in once with its button', async () => {
    const token = (await createOperator({
      email: 'lien@plateforme.example',
      password: 'Inconnu de tous 2026 !',
      linkExpiresAt: now() + 3600,
    }))!;
    const url = new URL(signInLinkUrl(ADMIN_ORIGIN, token));
    const page = await request(`${url.pathname}${url.search}`, { host: ADMIN_HOST });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('action="/api/admin/session/link"');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain(`value="${token}"`);

    const signedIn = await claim(token);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    const session = await sessionOf(signedIn);
    expect(session.status).toBe(200);
    expect(session.body.data.account).toEqual({ email: 'lien@plateforme.example', operator: true });

    const again = await claim(token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('n’est plus valable');
  });

  it('refuses an expired link, an unknown one, and a post from another origin', async () => {
    const expired = (await createOperator({
      email: 'expire@plateforme.example',
      password: 'Inconnu de tous 2026 !',
      linkExpiresAt: now() - 1,
    }))!;
    expect((await claim(expired)).status).toBe(400);
    expect((await claim(newLinkToken().token)).status).toBe(400);
    const fresh = (await createOperator({
      email: 'origine@plateforme.example',
      password: 'Inconnu de tous 2026 !',
      linkExpiresAt: now() + 3600,
    }))!;
    expect((await claim(fresh, 'http://localhost')).status).toBe(403);
    expect((await claim(fresh)).status).toBe(303); // the refused post did not spend it
  });
});

describe('a database created by the migrations alone', () => {
  it('has no account; the command’s operator signs in with the link', async () => {
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;
    expect(await count(operatorExistsSql('operateur@plateforme.example'))).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM operators')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM users')).toBe(0);

    const token = (await createOperator({
      email: 'premier@plateforme.example',
      password: 'Inconnu de tous 2026 !',
      linkExpiresAt: now() + 3600,
    }))!;
    const signedIn = await claim(token);
    expect(signedIn.status).toBe(303);
    const session = await sessionOf(signedIn);
    expect(session.body.data.account).toEqual({ email: 'premier@plateforme.example', operator: true });
  });
});
