import { beforeAll, describe, expect, it } from 'vitest';
import type { FooterLogo } from '../../../src/schema/site/footer-logo';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { contentVersion } from '../support/catalogue';
import { MASSAGE_SITE_ID, unique } from '../support/factories';
import { api, request, WINE_HOST } from '../support/http';

// Footer logo elements (spec: startup loads them, 100 per page): partner and label logos
// shown in the footer of each site, managed by its owners.

interface LogoList {
  footerLogos: FooterLogo[];
  total: number;
}

let owner: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

describe('GET /footer-logo', () => {
  it('lists the site’s own logos in order, 100 per page by default', async () => {
    const massage = await api<LogoList>('/footer-logo');
    expect(massage.status).toBe(200);
    expect(massage.body.data.footerLogos.map((logo) => logo.name)).toEqual([
      'Praticiens du toucher bienveillant',
      'Réseau bien-être Sèvre et Maine',
    ]);
    const wine = await api<LogoList>('/footer-logo', { host: WINE_HOST });
    expect(wine.body.data.footerLogos.map((logo) => logo.name)).toEqual([
      'Vignerons en terre libre',
      "Caves ouvertes d'Anjou",
    ]);
    expect((await api<LogoList>('/footer-logo?nbItem=1')).body.data).toMatchObject({ total: 2 });
  });
});

describe('the footer of both sites', () => {
  it('shows each site’s logos, linked when they have a link, and not the other site’s', async () => {
    const massage = await (await request('/qui-suis-je')).text();
    expect(massage).toContain('aria-label="Partenaires et labels"');
    expect(massage).toContain('alt="Praticiens du toucher bienveillant"');
    expect(massage).toMatch(/<a href="\/me-contacter" rel="noopener"><img class="footer-logos__img"/);
    expect(massage).not.toContain('Vignerons en terre libre');
    const english = await (await request('/en', { host: WINE_HOST })).text();
    expect(english).toContain('aria-label="Partners and labels"');
    expect(english).toContain('alt="Vignerons en terre libre"');
  });
});

describe('owners manage their footer logos', () => {
  it('adds, changes and removes a logo, publishing each change', async () => {
    const name = unique('Label Zen');
    const before = await contentVersion(MASSAGE_SITE_ID);
    const created = await adminCall<FooterLogo>('POST', '/admin/footer-logo', owner, {
      name,
      image: '/assets/sample/label-reseau-sevre-maine.svg',
      link: 'https://partenaire.example/',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name, link: 'https://partenaire.example/', order: 2 });
    expect(await contentVersion(MASSAGE_SITE_ID)).toBeGreaterThan(before);
    expect(await (await request('/')).text()).toContain(`alt="${name}"`);

    const id = created.body.data.id;
    const changed = await adminCall<FooterLogo>('PUT', `/admin/footer-logo/${id}`, owner, {
      name: `${name} 2`,
      image: '/assets/sample/label-reseau-sevre-maine.svg',
      link: null,
    });
    expect(changed.body.data).toMatchObject({ name: `${name} 2`, link: null });
    expect((await adminCall('DELETE', `/admin/footer-logo/${id}`, owner)).status).toBe(200);
    expect((await adminCall('GET', `/admin/footer-logo/${id}`, owner)).status).toBe(404);
  });

  it('refuses a missing name and an unsafe image or link in French', async () => {
    const refused = await adminCall('POST', '/admin/footer-logo', owner, {
      image: 'javascript:alert(1)',
      link: 'javascript:alert(1)',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({
      errors: {
        name: 'Le nom est obligatoire.',
        image: "L'image doit être un chemin du site (/…) ou une adresse http(s).",
        link: 'Le lien doit être une adresse http(s), mailto:, tel: ou un chemin du site.',
      },
    });
  });

  it('never reads, changes or removes another site’s logo', async () => {
    const massageLogo = (await api<LogoList>('/footer-logo')).body.data.footerLogos[0]!;
    const path = `/admin/footer-logo/${massageLogo.id}`;
    const input = { name: 'Piraté', image: '/assets/sample/label-caves-ouvertes-anjou.svg' };
    expect((await adminCall('GET', path, wineOwner, undefined, WINE_HOST)).status).toBe(404);
    expect((await adminCall('PUT', path, wineOwner, input, WINE_HOST)).status).toBe(404);
    expect((await adminCall('DELETE', path, wineOwner, undefined, WINE_HOST)).status).toBe(404);
    expect((await api<LogoList>('/footer-logo')).body.data.footerLogos[0]?.name).toBe(massageLogo.name);
  });

  it('is for the site’s admins only', async () => {
    expect((await adminCall('POST', '/admin/footer-logo', null, { name: 'x', image: '/a.svg' })).status).toBe(
      401,
    );
  });
});
