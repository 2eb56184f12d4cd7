import { describe, expect, it } from 'vitest';
import type { AddressType, CompanyAddress } from '../../../src/schema/site/address';
import { ADMIN, adminCall, contentVersion, login, MEMBER, WINE_ADMIN } from '../support/elements';
import { MASSAGE_SITE_ID } from '../support/factories';
import { textOf } from '../support/html';
import { api, request, WINE_HOST } from '../support/http';
import { adminLogin } from '../support/accounts';

interface AddressList {
  addresses: CompanyAddress[];
  total: number;
}

const newAddress = (name: string) => ({
  name,
  line1: '12 rue des Halles',
  postalCode: '44000',
  city: 'Nantes',
  phone: '02 40 00 00 00',
  types: ['PRACTICE'],
  openingHours: [
    { weekday: 1, opens: '08:30', closes: '12:00' },
    { weekday: 7, opens: '10:00', closes: '12:00' },
  ],
});

describe('GET /company/address', () => {
  it('answers the site’s addresses with their types and weekly hours', async () => {
    const { status, body } = await api<AddressList>('/company/address');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const practice = body.data.addresses.find((address) => address.name === 'Cabinet de Vertou');
    expect(practice).toMatchObject({ line1: '5 allée des Tilleuls', postalCode: '44120', city: 'Vertou' });
    expect(practice?.type.map((type) => type.value)).toEqual(['PRACTICE', 'HEAD_OFFICE']);
    expect(practice?.openingHours).toContainEqual({ weekday: 6, opens: '09:00', closes: '13:00' });
    expect(body.data.addresses.map((address) => address.name)).not.toContain('Boutique de Saumur');
  });

  it('filters by type and by field, and pages', async () => {
    const shops = await api<AddressList>('/company/address?type=SHOP', { host: WINE_HOST });
    expect(shops.body.data.addresses.map((address) => address.name)).toEqual(['Boutique de Saumur']);
    const collect = await api<AddressList>('/company/address?type=CLICK_AND_COLLECT', { host: WINE_HOST });
    expect(collect.body.data.total).toBe(2);
    const byCity = await api<AddressList>('/company/address?city=lk:souzay', { host: WINE_HOST });
    expect(byCity.body.data.addresses.map((address) => address.name)).toEqual(['Domaine et caveau']);
    const paged = await api<AddressList>('/company/address?nbItem=1&page=2', { host: WINE_HOST });
    expect(paged.body.data).toMatchObject({ total: 2, addresses: [{ name: 'Boutique de Saumur' }] });
  });
});

describe('GET /admin/address/type', () => {
  it('answers the site’s address types to its admins only', async () => {
    expect((await adminCall('GET', '/admin/address/type', null)).status).toBe(401);
    expect((await adminCall('GET', '/admin/address/type', await login(MEMBER))).status).toBe(401);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    expect((await adminCall('GET', '/admin/address/type', wineAdmin)).status).toBe(403);
    const { status, body } = await adminCall<AddressType[]>(
      'GET',
      '/admin/address/type',
      await adminLogin(ADMIN),
    );
    expect(status).toBe(200);
    expect(body.data.map((type) => type.value)).toEqual(['PRACTICE', 'HEAD_OFFICE']);
  });
});

describe('admin calls for addresses', () => {
  it('refuses anonymous visitors, members and the other site’s admin', async () => {
    const member = await login(MEMBER);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    for (const [method, path, payload] of [
      ['GET', '/admin/address', undefined],
      ['POST', '/admin/address', newAddress('Refus')],
      ['PUT', '/admin/address/1', newAddress('Refus')],
      ['DELETE', '/admin/address/1', undefined],
    ] as const) {
      expect((await adminCall(method, path, null, payload)).status).toBe(401);
      expect((await adminCall(method, path, member, payload)).status).toBe(401);
      expect((await adminCall(method, path, wineAdmin, payload)).status).toBe(403);
    }
  });

  it('creates, updates and deletes an address, bumping the content version each time', async () => {
    const admin = await adminLogin(ADMIN);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const created = await adminCall<CompanyAddress>(
      'POST',
      '/admin/address',
      admin,
      newAddress('Salle de Nantes'),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Salle de Nantes',
      country: 'France',
      type: [{ value: 'PRACTICE', label: 'Cabinet' }],
      openingHours: [
        { weekday: 1, opens: '08:30', closes: '12:00' },
        { weekday: 7, opens: '10:00', closes: '12:00' },
      ],
    });
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);

    const id = created.body.data.id;
    const updated = await adminCall<CompanyAddress>('PUT', `/admin/address/${id}`, admin, {
      ...newAddress('Salle de Nantes'),
      types: [],
      openingHours: [{ weekday: 3, opens: '14:00', closes: '18:00' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.type).toEqual([]);
    expect(updated.body.data.openingHours).toEqual([{ weekday: 3, opens: '14:00', closes: '18:00' }]);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 2);

    expect((await adminCall('DELETE', `/admin/address/${id}`, admin)).status).toBe(200);
    expect((await adminCall('DELETE', `/admin/address/${id}`, admin)).status).toBe(404);
    const { body } = await api<AddressList>('/company/address');
    expect(body.data.addresses.map((address) => address.id)).not.toContain(id);
  });

  it('refuses bad input in French, unknown types, and another site’s address, writing nothing', async () => {
    const admin = await adminLogin(ADMIN);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const badHours = await adminCall('POST', '/admin/address', admin, {
      ...newAddress('Horaires'),
      openingHours: [{ weekday: 8, opens: '18:00', closes: '09:00' }],
    });
    expect(badHours.status).toBe(400);
    expect(badHours.body.message).toBe('Le jour est un nombre de 1 (lundi) à 7 (dimanche).');
    const unknownType = await adminCall('POST', '/admin/address', admin, {
      ...newAddress('Type'),
      types: ['SHOP'],
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe("Type d'adresse inconnu : SHOP.");
    const wine = await api<AddressList>('/company/address', { host: WINE_HOST });
    const wineId = wine.body.data.addresses[0]?.id ?? 0;
    expect((await adminCall('PUT', `/admin/address/${wineId}`, admin, newAddress('Vol'))).status).toBe(404);
    expect((await adminCall('DELETE', `/admin/address/${wineId}`, admin)).status).toBe(404);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before);
  });
});

describe('the contact block', () => {
  it('shows the practice address and its weekly hours from the company addresses', async () => {
    const html = await (await request('/me-contacter')).text();
    const text = textOf(html);
    expect(text).toContain('5 allée des Tilleuls, 44120 Vertou');
    expect(text).toContain('Mardi 9h – 12h30, 14h – 20h');
    expect(text).toContain('Dimanche Fermé');
  });

  it('shows an address change on the next request', async () => {
    const admin = await adminLogin(ADMIN);
    const { body } = await api<AddressList>('/company/address?type=PRACTICE');
    const practice = body.data.addresses[0];
    if (!practice) throw new Error('no practice address');
    const saved = await adminCall('PUT', `/admin/address/${practice.id}`, admin, {
      name: practice.name,
      line1: '7 allée des Tilleuls',
      postalCode: practice.postalCode,
      city: practice.city,
      types: practice.type.map((type) => type.value),
      openingHours: practice.openingHours,
    });
    expect(saved.status).toBe(200);
    expect(textOf(await (await request('/me-contacter')).text())).toContain(
      '7 allée des Tilleuls, 44120 Vertou',
    );
  });
});
