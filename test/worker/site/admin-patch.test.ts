import { beforeAll, describe, expect, it } from 'vitest';
import type { FooterLogo } from '../../../src/schema/footer-logo';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';

// Issue 24: an admin update keeps the fields it is not sent (PATCH semantics), for the site's
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
