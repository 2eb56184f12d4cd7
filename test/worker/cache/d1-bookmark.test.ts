import { describe, expect, it } from 'vitest';
import { D1_BOOKMARK_COOKIE, D1_PROBE_HEADER, D1_SESSION_HEADER } from '../../../worker/cache/d1-session';
import { ADMIN, ADMIN_HOST, adminLogin, siteIdAt } from '../support/accounts';
import { request } from '../support/http';

// D1 Sessions API: anonymous reads open at 'first-unconstrained' (any replica); a
// signed-in visitor carries a bookmark cookie, set after their writes, sent back, and used to
// open the next request's session, so they read their own writes wherever that request lands.

function bookmarkOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${D1_BOOKMARK_COOKIE}=`));
  return cookie ? (cookie.split(';')[0] ?? '').slice(D1_BOOKMARK_COOKIE.length + 1) : null;
}

async function adminPut(token: string, value: string, cookie?: string): Promise<Response> {
  return request('/api/admin/parameter/COMPANY_MOBILE', {
    host: ADMIN_HOST,
    method: 'PUT',
    headers: {
      authorization: token,
      idSite: String(await siteIdAt('localhost')),
      'content-type': 'application/json',
      origin: `http://${ADMIN_HOST}`,
      [D1_PROBE_HEADER]: '1',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ value }),
  });
}

async function adminGet(token: string, cookie?: string): Promise<Response> {
  return request('/api/parameter/COMPANY_MOBILE', {
    host: ADMIN_HOST,
    headers: {
      authorization: token,
      idSite: String(await siteIdAt('localhost')),
      [D1_PROBE_HEADER]: '1',
      ...(cookie ? { cookie } : {}),
    },
  });
}

describe('D1 sessions and the bookmark cookie', () => {
  it('gives an admin the bookmark of their write, and opens their next request at it', async () => {
    const token = await adminLogin(ADMIN);
    const saved = await adminPut(token, '06 11 22 33 44');
    expect(saved.status).toBe(200);
    expect(saved.headers.get(D1_SESSION_HEADER)).toBe('first-primary'); // signed in, no bookmark yet
    const bookmark = bookmarkOf(saved);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/);
    expect(saved.headers.getSetCookie().join()).toMatch(
      /d1_bookmark=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/,
    );

    const read = await adminGet(token, `${D1_BOOKMARK_COOKIE}=${bookmark}`);
    expect(read.headers.get(D1_SESSION_HEADER)).toBe('bookmark');
    const body = await read.json<{ data: { value: string } }>();
    expect(body.data.value).toBe('06 11 22 33 44');

    // A later write moves the bookmark forward, and the cookie with it.
    const again = await adminPut(token, '06 55 66 77 88', `${D1_BOOKMARK_COOKIE}=${bookmark}`);
    expect(again.headers.get(D1_SESSION_HEADER)).toBe('bookmark');
    const next = bookmarkOf(again);
    expect(next).not.toBeNull();
    expect(next! > bookmark!).toBe(true); // D1 bookmarks order as strings
  });

  it('opens anonymous views unconstrained and never gives them a bookmark', async () => {
    const view = await request('/?bookmark=anonymous', { headers: { [D1_PROBE_HEADER]: '1' } });
    expect(view.status).toBe(200);
    expect(view.headers.get(D1_SESSION_HEADER)).toBe('first-unconstrained');
    expect(bookmarkOf(view)).toBeNull();
  });

  it('ignores a bookmark cookie that is not one', async () => {
    const view = await request('/?bookmark=forged', {
      headers: { [D1_PROBE_HEADER]: '1', cookie: `${D1_BOOKMARK_COOKIE}=<script>` },
    });
    expect(view.status).toBe(200);
    expect(view.headers.get(D1_SESSION_HEADER)).toBe('first-unconstrained');
  });
});
