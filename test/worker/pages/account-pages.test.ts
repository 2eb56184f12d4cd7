import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, adminCall, adminLogin, login } from '../support/accounts';
import {
  lastEmailTo,
  linkIn,
  MEMBER_PASSWORD,
  memberCall,
  signedInMember,
  type TestMember,
} from '../support/account-members';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { decode, textOf, titleOf } from '../support/html';
import { MASSAGE_HOST, postJson, request, WINE_HOST } from '../support/http';

// Members sign in and change passwords: argon2id hashes take a while on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The personal space and newsletter pages, without JavaScript: every form is a plain
// POST answered with the page (per-field French errors) or a redirect once saved.

const NEW_PASSWORD = 'Une-nouvelle-phrase-secrete-2027';

function asMember(
  member: TestMember | { token: string; host: string },
  path: string,
  init: RequestInit = {},
) {
  return request(path, {
    ...init,
    host: member.host,
    headers: { cookie: `token=${member.token}`, ...(init.headers as Record<string, string> | undefined) },
  });
}

function post(
  member: TestMember | { token: string; host: string },
  path: string,
  fields: Record<string, string | string[]>,
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return asMember(member, path, {
    method: 'POST',
    headers: { origin: `http://${member.host}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

function postAnonymous(
  path: string,
  body: string,
  headers: Record<string, string> = {},
  host = MASSAGE_HOST,
) {
  return request(path, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

describe('GET /mon-compte', () => {
  it('sends a visitor who is not signed in to the login page, coming back here', async () => {
    const response = await request('/mon-compte');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?redirect=%2Fmon-compte');
  });

  it('shows the member’s space, never from the HTML cache', async () => {
    const member = await signedInMember();
    const response = await asMember(member, '/mon-compte');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(titleOf(html)).toMatch(/^Mon compte/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const text = textOf(html);
    expect(text).toMatch(/Bonjour Camille, vous êtes connecté avec l’adresse/);
    expect(text).toContain(member.email);
    for (const heading of [
      'Mon profil',
      'Mon mot de passe',
      'Lettre d’information',
      'Vos données personnelles',
      'Supprimer mon compte',
    ])
      expect(text).toContain(heading);
    expect(text).toMatch(/3 ans sans activité/);
    expect(text).toMatch(/sous 30 jours/);
    expect(text).toMatch(/sous 10 jours ouvrés/);
    expect(html).toContain('href="/me-contacter"');
    expect(html).toContain('href="/mon-compte/mes-donnees.json"');
    expect(text).toContain('La lettre bien-être');
    // Not an admin, not a shop: neither link.
    expect(html).not.toContain('href="/admin"');
    expect(html).not.toContain('href="/mon-compte/commandes"');
  });

  it('links the admin panel for an ADMIN and « Mes commandes » on an e-commerce site', async () => {
    const admin = { token: await login(ADMIN), host: MASSAGE_HOST };
    expect(await (await asMember(admin, '/mon-compte')).text()).toContain('href="/admin"');
    const wine = await signedInMember(WINE_SITE_ID);
    const html = await (await asMember(wine, '/mon-compte')).text();
    expect(html).toContain('href="/mon-compte/commandes"');
    expect(textOf(html)).toContain('Mes commandes');
  });

  it('redirects to the login page once the session is revoked', async () => {
    const member = await signedInMember();
    await memberCall(member, 'DELETE', '/user', { confirmation: 'SUPPRIMER' });
    const response = await asMember(member, '/mon-compte');
    expect(response.status).toBe(302);
  });
});

describe('POST /mon-compte without JavaScript', () => {
  it('answers per-field French errors on the page, values kept, passwords not', async () => {
    const member = await signedInMember();
    const response = await post(member, '/mon-compte', {
      form: 'profile',
      firstname: '',
      lastname: 'Durand',
      email: `${unique('autre').toLowerCase()}@exemple.fr`,
      phone: 'pas un numéro',
      birthdate: '',
      currentPassword: 'mauvais-mot-de-passe',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(decode(html)).toContain('Le prénom est obligatoire.');
    expect(decode(html)).toContain("Le numéro de téléphone n'est pas valide.");
    expect(html).toContain('value="pas un numéro"');
    expect(html).not.toContain('mauvais-mot-de-passe');
  });

  it('saves the profile and shows it after the redirect', async () => {
    const member = await signedInMember();
    const response = await post(member, '/mon-compte', {
      form: 'profile',
      firstname: 'Camille',
      lastname: 'Lefèvre',
      email: member.email,
      phone: '02 40 12 34 56',
      birthdate: '1985-06-30',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mon-compte?ok=profile#profil');
    const html = await (await asMember(member, '/mon-compte?ok=profile')).text();
    expect(textOf(html)).toContain('Votre profil est enregistré.');
    expect(html).toContain('value="Lefèvre"');
    expect(html).toContain('value="1985-06-30"');
  });

  it('changes the password, ending the other sessions', async () => {
    const member = await signedInMember();
    const other = await login({ email: member.email, password: MEMBER_PASSWORD });
    const wrong = await post(member, '/mon-compte', {
      form: 'password',
      currentPassword: 'pas-le-bon',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    // Said once, beside the field, not again above the form.
    expect(textOf(await wrong.text()).split('Le mot de passe actuel est incorrect.')).toHaveLength(2);
    const response = await post(member, '/mon-compte', {
      form: 'password',
      currentPassword: MEMBER_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(303);
    expect((await asMember(member, '/mon-compte')).status).toBe(200);
    expect((await asMember({ token: other, host: MASSAGE_HOST }, '/mon-compte')).status).toBe(302);
  });

  it('sets the newsletter lists from the ticked boxes', async () => {
    const member = await signedInMember();
    const lists = await env.DB.prepare('SELECT id FROM newsletter_lists WHERE site_id = ? ORDER BY position')
      .bind(MASSAGE_SITE_ID)
      .all<{ id: number }>();
    const ids = lists.results.map((row) => String(row.id));
    expect((await post(member, '/mon-compte', { form: 'newsletter', lists: ids })).status).toBe(303);
    expect(
      (await memberCall<{ lists: number[] }>(member, 'GET', '/user/newsletter/subscription')).body.data.lists,
    ).toEqual(ids.map(Number));
    const html = await (await asMember(member, '/mon-compte')).text();
    expect(html.match(/checked=""/g)?.length).toBe(ids.length);
    expect((await post(member, '/mon-compte', { form: 'newsletter' })).status).toBe(303);
    expect(
      (await memberCall<{ lists: number[] }>(member, 'GET', '/user/newsletter/subscription')).body.data.lists,
    ).toEqual([]);
  });

  it('deletes the account after confirmation, signs out and says so', async () => {
    const member = await signedInMember();
    const refused = await post(member, '/mon-compte', { form: 'delete', confirmation: 'non' });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toMatch(/tapez « SUPPRIMER »/);
    const response = await post(member, '/mon-compte', { form: 'delete', password: MEMBER_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/token=;/);
    expect(textOf(await response.text())).toContain('Votre compte a été supprimé');
    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(member.id).first()).toBeNull();
    expect((await lastEmailTo(member.email))?.subject).toMatch(/supprimé/);
  });

  it('refuses a post from another site (CSRF)', async () => {
    const member = await signedInMember();
    const response = await asMember(member, '/mon-compte', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form=delete&confirmation=SUPPRIMER',
    });
    expect(response.status).toBe(403);
    expect((await asMember(member, '/mon-compte')).status).toBe(200);
  });
});

describe('GET /mon-compte/mes-donnees.json', () => {
  it('downloads the member’s data as a JSON file', async () => {
    const member = await signedInMember();
    const response = await asMember(member, '/mon-compte/mes-donnees.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mes-donnees.json"');
    const data = await response.json<{ profile: { email: string } }>();
    expect(data.profile.email).toBe(member.email);
    expect((await request('/mon-compte/mes-donnees.json')).status).toBe(302);
  });
});

describe('the newsletter pages', () => {
  it('the footer carries the signup form (plain POST) on every page', async () => {
    const html = await (await request('/')).text();
    expect(html).toContain('action="/newsletter/inscription"');
    expect(html).toContain('name="email"');
  });

  it('signs up from the footer without JavaScript, then confirms with one click', async () => {
    const email = `${unique('pied').toLowerCase()}@exemple.fr`;
    const response = await postAnonymous('/newsletter/inscription', `email=${encodeURIComponent(email)}`, {
      origin: 'http://localhost',
    });
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toMatch(/cliquez sur le lien/);
    const link = new URL(linkIn((await lastEmailTo(email))?.text_body ?? '', '/newsletter/confirmation'));
    const page = await request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache')).toBe('BYPASS');
    const html = await page.text();
    const token = link.searchParams.get('token') ?? '';
    expect(html).toContain(`value="${token}"`);
    const confirmed = await postAnonymous('/newsletter/confirmation', `token=${encodeURIComponent(token)}`, {
      origin: 'http://localhost',
    });
    expect(confirmed.status).toBe(200);
    expect(textOf(await confirmed.text())).toContain('Votre inscription est confirmée');
    const row = await env.DB.prepare('SELECT confirmed_at FROM newsletter_subscribers WHERE email = ?')
      .bind(email)
      .first<{ confirmed_at: string | null }>();
    expect(row?.confirmed_at).not.toBeNull();
  });

  it('answers an invalid address with the form again and the French error', async () => {
    const response = await postAnonymous('/newsletter/inscription', 'email=pas-une-adresse', {
      origin: 'http://localhost',
    });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain("L'adresse e-mail n'est pas valide.");
    expect(html).toContain('value="pas-une-adresse"');
  });

  it('unsubscribes without being signed in, by the page’s button or a mail client’s one-click POST', async () => {
    const admin = await adminLogin(ADMIN);
    const [list] = (
      await env.DB.prepare('SELECT id FROM newsletter_lists WHERE site_id = ? ORDER BY position')
        .bind(MASSAGE_SITE_ID)
        .all<{ id: number }>()
    ).results;
    const emails = [
      `${unique('clic').toLowerCase()}@exemple.fr`,
      `${unique('client').toLowerCase()}@exemple.fr`,
    ];
    for (const email of emails) {
      await postJson('/newsletter/subscribe', { email });
      const token = new URL(
        linkIn((await lastEmailTo(email))?.text_body ?? '', '/newsletter/confirmation'),
      ).searchParams.get('token');
      await postJson('/newsletter/confirm', { token });
    }
    await adminCall('POST', '/admin/newsletter/send', admin, {
      listId: list?.id,
      subject: unique('Lettre'),
      body: 'Les nouvelles de la saison.',
    });
    const links = await Promise.all(
      emails.map(
        async (email) =>
          new URL(linkIn((await lastEmailTo(email))?.text_body ?? '', '/mon-compte/desinscription')),
      ),
    );
    const [byButton, oneClick] = links;
    if (!byButton || !oneClick) throw new Error('no unsubscribe links');

    const page = await request(`${byButton.pathname}${byButton.search}`);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain('Me désinscrire');
    const done = await postAnonymous(
      byButton.pathname,
      `token=${encodeURIComponent(byButton.searchParams.get('token') ?? '')}`,
      { origin: 'http://localhost' },
    );
    expect(done.status).toBe(200);
    expect(textOf(await done.text())).toContain('Vous êtes désinscrit');

    // RFC 8058: the mail provider POSTs to the List-Unsubscribe URL, no Origin, no cookie.
    const clicked = await postAnonymous(
      `${oneClick.pathname}${oneClick.search}`,
      'List-Unsubscribe=One-Click',
    );
    expect(clicked.status).toBe(200);
    for (const email of emails) {
      const row = await env.DB.prepare('SELECT id FROM newsletter_subscribers WHERE email = ?')
        .bind(email)
        .first();
      expect(row).toBeNull();
    }
    const again = await postAnonymous(`${oneClick.pathname}${oneClick.search}`, 'List-Unsubscribe=One-Click');
    expect(again.status).toBe(400);
  });

  it('works on the wine site too, with its own lists', async () => {
    const response = await request('/mon-compte/desinscription?token=1.abc', { host: WINE_HOST });
    expect(response.status).toBe(200);
  });
});
