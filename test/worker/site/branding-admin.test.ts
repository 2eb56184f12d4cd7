import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Font, Logo, SiteInfo } from '../../../src/schema/site/site';
import { ADMIN, adminCall, login, MEMBER, adminLogin } from '../support/accounts';
import { api, request } from '../support/http';

// Owners set their site's logos by type and its three fonts (appearance settings):
// refused to visitors and members, checked (image address, font values that end up in the
// page's stylesheet), visible on the next page, the content version bumped.

interface Branding {
  logos: Logo[];
  fonts: Font[];
}

let owner: string;
let member: string;

beforeAll(async () => {
  [owner, member] = await Promise.all([adminLogin(ADMIN), login(MEMBER)]);
});

const info = async () => (await api<SiteInfo>('/site/info')).body.data;
const version = async () =>
  (await env.DB.prepare('SELECT content_version FROM sites WHERE id = 1').first<{
    content_version: number;
  }>())!.content_version;

describe('refusals', () => {
  it.each([
    ['PUT', '/admin/logo/LOGO', { url: '/media/logo.svg', alt: 'Logo' }],
    ['DELETE', '/admin/logo/LOGO', undefined],
    ['PUT', '/admin/font/TITLE', { family: 'Lora, serif' }],
  ])('%s %s: 401 anonymous, 403 member', async (method, path, payload) => {
    expect((await adminCall(method, path, null, payload)).status).toBe(401);
    expect((await adminCall(method, path, member, payload)).status).toBe(401);
  });

  it('answers 404 in French for a type that does not exist', async () => {
    const logo = await adminCall('PUT', '/admin/logo/BANNER', owner, { url: '/media/a.png' });
    expect(logo.status).toBe(404);
    expect(logo.body.message).toBe("Ce type n'existe pas.");
    expect((await adminCall('PUT', '/admin/font/FOOTER', owner, { family: 'Lora' })).status).toBe(404);
  });

  it('refuses an image address that could run script, and font values unsafe in a stylesheet', async () => {
    const before = await version();
    const script = await adminCall('PUT', '/admin/logo/LOGO', owner, { url: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(script.body.message).toMatch(/https:\/\/ ou un chemin du site/);
    const family = await adminCall<{ errors: Record<string, string> }>('PUT', '/admin/font/TITLE', owner, {
      family: 'Lora;}body{display:none',
    });
    expect(family.status).toBe(400);
    expect(Object.keys(family.body.data.errors)).toEqual(['family']);
    const weight = await adminCall('PUT', '/admin/font/TITLE', owner, { family: 'Lora', weight: 450 });
    expect(weight.status).toBe(400);
    expect(weight.body.message).toMatch(/multiple de 100/);
    expect(await version()).toBe(before);
  });
});

describe('logos', () => {
  it('sets, replaces and removes the logo of a type; the site info and the version follow', async () => {
    const before = await version();
    const set = await adminCall<Branding>('PUT', '/admin/logo/LOGO_FAVICON', owner, {
      url: '/media/icone-bien-etre.png',
      alt: 'Icône du cabinet',
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Logo enregistré.');
    const favicon = (await info()).logos.find((logo) => logo.type === 'LOGO_FAVICON')!;
    expect(favicon).toMatchObject({ filename: 'icone-bien-etre.png', alt: 'Icône du cabinet' });
    expect(favicon.onlineImage.url).toBe('/media/icone-bien-etre.png');
    expect(await version()).toBeGreaterThan(before);

    await adminCall('PUT', '/admin/logo/logo_favicon', owner, {
      url: 'https://cdn.exemple.fr/icone-2.png',
    });
    const replaced = (await info()).logos.filter((logo) => logo.type === 'LOGO_FAVICON');
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ filename: 'icone-2.png', alt: '' });

    const removed = await adminCall<Branding>('DELETE', '/admin/logo/LOGO_FAVICON', owner);
    expect(removed.status).toBe(200);
    expect(removed.body.data.logos.some((logo) => logo.type === 'LOGO_FAVICON')).toBe(false);
    expect((await adminCall('DELETE', '/admin/logo/LOGO_FAVICON', owner)).status).toBe(404);
  });
});

describe('fonts', () => {
  it('sets a font, which the next page writes into its theme stylesheet', async () => {
    const saved = await adminCall<Branding>('PUT', '/admin/font/menu', owner, {
      family: "'Source Sans 3', sans-serif",
      color: '#3b342c',
      size: 17,
      weight: 600,
      style: 'italic',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.fonts.find((font) => font.type === 'MENU')).toMatchObject({
      family: "'Source Sans 3', sans-serif",
      size: 17,
      weight: 600,
      style: 'italic',
    });
    const html = await (await request('/')).text();
    expect(html).toContain("--font-menu-family:'Source Sans 3', sans-serif");
    expect(html).toContain('--font-menu-size:17px');
    expect(html).toContain('--font-menu-weight:600');
  });
});
