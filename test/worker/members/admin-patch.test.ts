import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterList } from '../../../src/schema/members/newsletter';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';
import { memberCall, signedInMember } from '../support/account-members';
import { unique } from '../support/factories';

// An update keeps the fields it is not sent (PATCH semantics), for the newsletter's
// lists and a member's own profile.

let owner = '';

beforeAll(async () => {
  owner = await adminLogin(ADMIN);
});

describe('PUT /admin/newsletter/lists/{id} changes only the fields it is sent', () => {
  it('keeps the description and position when only the name is sent', async () => {
    const created = await adminCall<NewsletterList>('POST', '/admin/newsletter/lists', owner, {
      name: unique('Ateliers'),
      description: 'Les dates des prochains ateliers.',
      position: 5,
    });
    expect([200, 201]).toContain(created.status);
    const id = created.body.data.id;
    const name = unique('Ateliers du samedi');
    const saved = await adminCall('PUT', `/admin/newsletter/lists/${id}`, owner, { name });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const lists = await adminCall<NewsletterList[]>('GET', '/admin/newsletter/lists', owner);
    expect(lists.body.data.find((list) => list.id === id)).toMatchObject({
      name,
      description: 'Les dates des prochains ateliers.',
      position: 5,
    });
  });
});

describe('PUT /user changes only the fields it is sent', () => {
  it('keeps the phone and birthdate when only the first name is sent', async () => {
    const member = await signedInMember();
    const full = await memberCall(member, 'PUT', '/user', {
      email: member.email,
      firstname: 'Camille',
      lastname: 'Martin',
      phone: '06 12 34 56 78',
      birthdate: '1990-04-12',
    });
    expect(full.status).toBe(200);
    const saved = await memberCall(member, 'PUT', '/user', { firstname: 'Camille-Anne' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await memberCall(member, 'GET', '/user')).body.data).toMatchObject({
      email: member.email,
      firstname: 'Camille-Anne',
      lastname: 'Martin',
      phone: '06 12 34 56 78',
      birthdate: '1990-04-12',
    });
  });
});
