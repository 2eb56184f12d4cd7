import { describe, expect, it } from 'vitest';
import { decode } from '../support/html';
import { request, uniqueIp, WINE_HOST } from '../support/http';
import { registerMember } from '../support/members';

// Members: signing out from the personal space, the header's account menu and the
// mobile bottom bar (plain POST forms), and the header naming who is signed in.

const html = async (response: Response) => decode(await response.text());

function postForm(path: string, fields: Record<string, string>, host = 'localhost', cookie = '') {
  return request(path, {
    host,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
      'cf-connecting-ip': uniqueIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const SIGN_OUT_FORM = /<form [^>]*action="\/auth\/logout" method="post">/g;

describe('signing out', { timeout: 60_000 }, () => {
  it('offers a sign-out form in the personal space, the account menu and the bottom bar', async () => {
    const member = await registerMember({ firstname: 'Léonie' });
    const page = await html(await request('/mon-compte', { headers: { cookie: `token=${member.token}` } }));
    // The personal space, the account menu of the desktop and of the mobile header (the island
    // rendered signed in) and the bottom bar.
    expect(page.match(SIGN_OUT_FORM)?.length).toBe(4);
    expect(page).toContain('class="account-page__signout"');
    expect(page).toMatch(/<details class="account-menu" data-member="1">/);
    expect(page).toMatch(/class="mobile-bottom-bar__button">Se déconnecter<\/button>/);
    expect(page).toContain('<details class="mobile-bottom-bar__account">');
    expect(page).toContain('"logoutHref":"/auth/logout"');
  });

  it('the phone bar’s account menu: a toggle, the personal space and the sign-out, opening on the screen', async () => {
    const member = await registerMember({ firstname: 'Léonie' });
    const page = await html(await request('/mon-compte', { headers: { cookie: `token=${member.token}` } }));
    // The sample sites put the drawer on the right, so the bar's icons sit on its left.
    const bar = /<header class="mobile-bar mobile-bar--right"[\s\S]*?<\/header>/.exec(page)?.[0] ?? '';
    const menu = /<details class="account-menu" data-member="1">[\s\S]*?<\/details>/.exec(bar)?.[0] ?? '';
    // A <summary> is the keyboard's toggle (Enter, Space) and has a name for screen readers;
    // the entries are a link and a POST form, all working without JavaScript.
    expect(menu).toMatch(
      /<summary class="account-menu__toggle header-icons__link">[\s\S]*?<span class="visually-hidden">[^<]+<\/span>/,
    );
    expect(menu).toContain('<a class="account-menu__item" href="/mon-compte">Mon espace personnel</a>');
    expect(menu).toMatch(
      /<form action="\/auth\/logout" method="post"><button type="submit" class="account-menu__item account-menu__signout">Se déconnecter<\/button>/,
    );
    // Hung from the icon's left edge there (not its right one, which opened it off the screen).
    expect(page.replace(/\s+/g, ' ')).toMatch(
      /\.mobile-bar--right \.account-menu__list ?\{ ?right: ?auto; ?left: ?0;? ?\}/,
    );
  });

  it('keeps the signed-out header and bottom bar for a visitor', async () => {
    const page = await html(await request('/'));
    expect(page.match(SIGN_OUT_FORM)).toBeNull();
    expect(page).toMatch(/<a class="header-icons__link" href="\/auth" data-member="0">/);
  });

  it('signs out with the posted form and clears the name hint with the session', async () => {
    const member = await registerMember();
    const response = await postForm('/auth/logout', {}, 'localhost', `token=${member.token}`);
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/token=;/);
    expect(cookies).toMatch(/member_name=;/);
    const after = await request('/mon-compte', { headers: { cookie: `token=${member.token}` } });
    expect(after.status).toBe(302);
  });

  it('leaves the next page a one-time « signed in » / « signed out » notice, host-only', async () => {
    const member = await registerMember();
    const signIn = await postForm('/auth', { email: member.email, password: member.password, redirect: '/' });
    expect(signIn.status).toBe(303);
    // Readable by the page's script (not HttpOnly), this host only (no Domain), gone in a minute.
    const notice = /session_notice=[^\n]*/;
    expect(signIn.headers.getSetCookie().join('\n').match(notice)?.[0]).toBe(
      'session_notice=signed-in; Max-Age=60; Path=/; SameSite=Lax',
    );
    const token = /token=([^;]+)/.exec(signIn.headers.getSetCookie().join('\n'))?.[1] ?? '';
    const signOut = await postForm('/auth/logout', {}, 'localhost', `token=${token}`);
    expect(signOut.headers.getSetCookie().join('\n').match(notice)?.[0]).toBe(
      'session_notice=signed-out; Max-Age=60; Path=/; SameSite=Lax',
    );
    // The page it lands on carries both messages for its notifications, in the page's language.
    const home = await html(await request('/', { headers: { cookie: 'session_notice=signed-out' } }));
    const toasts = /<div[^>]*data-island="Toasts"[^>]*>/.exec(home)?.[0] ?? '';
    expect(toasts).toContain('Vous êtes connecté.');
    expect(toasts).toContain('Vous êtes déconnecté.');
    const english = await html(await request('/en', { host: WINE_HOST }));
    expect(/<div[^>]*data-island="Toasts"[^>]*>/.exec(english)?.[0]).toContain('You are signed out.');
  });

  it('refuses a cross-site sign-out post', async () => {
    const member = await registerMember();
    const response = await request('/auth/logout', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie: `token=${member.token}`,
      },
      body: '',
    });
    expect(response.status).toBe(403);
  });
});

describe('the header names the signed-in member', { timeout: 60_000 }, () => {
  it('sets the first-name hint at sign-in, on this site only', async () => {
    const member = await registerMember({ firstname: 'Anaïs' }, WINE_HOST);
    const response = await postForm(
      '/auth',
      { email: member.email, password: member.password, redirect: '/' },
      WINE_HOST,
    );
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toContain(`member_name=${encodeURIComponent('Anaïs')}`);
    // Host-only, like the session: the massage site (localhost) never gets the wine member's name.
    expect(cookies).not.toMatch(/member_name=[^\n]*Domain=/i);
  });

  it('renews the hint when the member changes their first name', async () => {
    const member = await registerMember({ firstname: 'Paul' });
    const account = await html(
      await request('/mon-compte', { headers: { cookie: `token=${member.token}` } }),
    );
    const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(account)?.[1] ?? '';
    const response = await postForm(
      '/mon-compte',
      {
        form: 'profile',
        firstname: 'Paulette',
        lastname: field('lastname'),
        email: member.email,
        phone: '',
        birthdate: '',
      },
      'localhost',
      `token=${member.token}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().join('\n')).toContain('member_name=Paulette');
  });

  it('shows the registration notice as a success message', async () => {
    const page = await html(
      await postForm('/auth/register', {
        firstname: 'Inès',
        lastname: 'Martin',
        email: `ines-${crypto.randomUUID()}@example.fr`,
        phone: '',
        password: 'Lavande-et-huile-chaude-2026',
        acceptTerms: 'on',
        redirect: '/',
      }),
    );
    expect(page).toMatch(
      /<p class="form-notice form-notice--success" role="status">Votre inscription est enregistrée/,
    );
  });
});
