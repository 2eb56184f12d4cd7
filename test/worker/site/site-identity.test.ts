import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformSite } from '../../../src/schema/site/platform';
import { adminCall, adminLogin, OPERATOR } from '../support/accounts';
import { MASSAGE_SITE_ID } from '../support/factories';
import { request } from '../support/http';

// A site created from a model asks for the new business's identity and puts it
// everywhere the model's was: « Atelier Céramique Lune » created from the massage site used to
// publish Sophie Morel EI's name, address, SIRET and legal notice.

const HOST = 'atelier-lune.localhost';
const IDENTITY = {
  activity: 'Atelier de céramique',
  legalName: 'Atelier Céramique Lune SARL',
  legalForm: 'SARL',
  legalAgent: 'Claire Dupuis',
  address: '12 rue des Potiers, 44000 Nantes',
  phone: '02 40 11 22 33',
  email: 'bonjour@atelier-lune.example',
  siret: '81234567800021',
};
let operator: string;
let site: PlatformSite;

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
  const created = await adminCall<PlatformSite>('POST', '/admin/platform/site', operator, {
    name: 'Atelier Céramique Lune',
    url: 'https://atelier-lune.example',
    isBuilding: false,
    modelSiteId: MASSAGE_SITE_ID,
    identity: IDENTITY,
    domains: [{ host: HOST, kind: 'DEV' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  site = created.body.data;
});

const MODEL_IDENTITY = [
  'Sophie Morel',
  'Massages &amp; Bien-être',
  '917 348 526',
  '5 allée des Tilleuls',
  'contact@massages-bien-etre.example',
  '02 61 91 36 58',
  '06 39 98 42 17',
];

async function page(path: string): Promise<string> {
  const response = await request(path, { host: HOST });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('a site created from a model', () => {
  it('refuses a model without the new identity, in French', async () => {
    const refused = await adminCall('POST', '/admin/platform/site', operator, {
      name: 'Sans identité',
      url: 'https://sans-identite.example',
      modelSiteId: MASSAGE_SITE_ID,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("l'identité de la nouvelle entreprise");
    const badSiret = await adminCall('POST', '/admin/platform/site', operator, {
      name: 'Siret faux',
      url: 'https://siret-faux.example',
      modelSiteId: MASSAGE_SITE_ID,
      identity: { ...IDENTITY, siret: '123' },
    });
    expect(badSiret.status).toBe(400);
    expect(badSiret.body.message).toContain('Le numéro SIRET compte 14 chiffres.');
  });

  it('stores the new company settings and none of the model’s accounts', async () => {
    const rows = await env.DB.prepare(
      `SELECT type, value FROM parameters WHERE site_id = ? AND (type LIKE 'COMPANY_%' OR type IN
        ('SIRET_NUMBER', 'SENDER_MAIL_NAME', 'FACEBOOK_URL', 'GOOGLE_REVIEW_URL'))`,
    )
      .bind(site.id)
      .all<{ type: string; value: string }>();
    const settings = Object.fromEntries(rows.results.map((row) => [row.type, row.value]));
    expect(settings).toMatchObject({
      COMPANY_NAME: 'Atelier Céramique Lune',
      COMPANY_LEGAL_NAME: 'Atelier Céramique Lune SARL',
      COMPANY_CORPORATE_FORM: 'SARL',
      COMPANY_LEGAL_AGENT: 'Claire Dupuis',
      COMPANY_HEAD_OFFICE: '12 rue des Potiers, 44000 Nantes',
      COMPANY_PHONE: '02 40 11 22 33',
      COMPANY_EMAIL: 'bonjour@atelier-lune.example',
      SIRET_NUMBER: '812 345 678 00021',
      SENDER_MAIL_NAME: 'Atelier Céramique Lune',
      FACEBOOK_URL: '',
      GOOGLE_REVIEW_URL: '',
    });
  });

  it('publishes the new identity in the legal notice, the title, the texts and the contact page', async () => {
    const legal = await page('/mentions-legales');
    expect(legal).toContain('Atelier Céramique Lune SARL');
    expect(legal).toContain('12 rue des Potiers, 44000 Nantes');
    expect(legal).toContain('Claire Dupuis');
    for (const path of ['/', '/mentions-legales', '/qui-suis-je', '/me-contacter']) {
      const html = await page(path);
      expect(html, path).toContain('Atelier Céramique Lune');
      for (const text of MODEL_IDENTITY) expect(html, `${path}: ${text}`).not.toContain(text);
    }
    const contact = await page('/me-contacter');
    expect(contact).toContain('bonjour@atelier-lune.example');
    expect(contact).toContain('02 40 11 22 33');
    // The model itself is untouched.
    expect(await (await request('/qui-suis-je')).text()).toContain('Sophie Morel');
  });

  it('gets a wordmark logo and a monogram favicon with the new name', async () => {
    const logos = await env.DB.prepare('SELECT type, url, alt FROM logos WHERE site_id = ? ORDER BY type')
      .bind(site.id)
      .all<{ type: string; url: string; alt: string }>();
    expect(logos.results).toEqual([
      { type: 'LOGO', url: '/media/logo-atelier-ceramique-lune.svg', alt: 'Atelier Céramique Lune' },
      {
        type: 'LOGO_FAVICON',
        url: '/media/favicon-atelier-ceramique-lune.svg',
        alt: 'Atelier Céramique Lune',
      },
    ]);
    const logo = await request('/media/logo-atelier-ceramique-lune.svg', { host: HOST });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('>Atelier Céramique Lune</text>');
    expect(await page('/')).toContain('/media/logo-atelier-ceramique-lune.svg');
  });
});
