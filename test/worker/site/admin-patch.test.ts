import { beforeAll, describe, expect, it } from 'vitest';
import type { FooterLogo } from '../../../src/schema/site/footer-logo';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';

// An admin update keeps the fields it is not sent (PATCH semantics), for the site's
// footer logos.

let owner = '';

beforeAll(async () => {
  owner = await adminLogin(ADMIN);
});

describe('PUT /admin/footer-logo/{id} changes only the fields it is sent', () => {
  it('keeps the link and order when only the name is sent', async () => {
    const created = await adminCall<FooterLogo>('POST', '/admin/footer-logo', owner, {
      name: 'Fédération des praticiens',
      image: '/media/federation.svg',
      link: 'https://federation.example',
      order: 9,
    });
    expect(created.status).toBe(201);
    const path = `/admin/footer-logo/${created.body.data.id}`;
    const saved = await adminCall('PUT', path, owner, { name: 'Fédération française des praticiens' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await adminCall<FooterLogo>('GET', path, owner)).body.data).toMatchObject({
      name: 'Fédération française des praticiens',
      image: '/media/federation.svg',
      link: 'https://federation.example',
      order: 9,
    });
  });
});

describe('PUT /admin/font/{type} changes only the fields it is sent', () => {
  it('keeps the colour, size and weight when only the family is sent', async () => {
    const font = { family: 'Lora', color: '#334455', size: 28, weight: 700 };
    expect((await adminCall('PUT', '/admin/font/TITLE', owner, font)).status).toBe(200);
    const saved = await adminCall<{ fonts: { type: string }[] }>('PUT', '/admin/font/TITLE', owner, {
      family: 'Merriweather',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.fonts.find((item) => item.type === 'TITLE')).toMatchObject({
      ...font,
      family: 'Merriweather',
    });
  });
});
