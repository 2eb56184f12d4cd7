import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Element, ElementList, ElementPage, Registration } from '../../../src/schema/content/element';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import {
  ADMIN,
  adminCall,
  contentVersion,
  insertElement,
  insertList,
  login,
  MEMBER,
  registration,
  WINE_ADMIN,
} from '../support/elements';
import { textOf } from '../support/html';
import { api, postJson, request, uniqueIp, WINE_HOST } from '../support/http';
import { adminLogin } from '../support/accounts';

describe('GET /element: the list-key mapping', () => {
  it('gives each list of the site its route, keyList and keyElem, and none of the other site', async () => {
    const massage = await api<ElementList[]>('/element');
    expect(massage.status).toBe(200);
    expect(massage.body.success).toBe(true);
    expect(massage.body.data).toContainEqual(
      expect.objectContaining({ route: 'ateliers', keyList: 'ateliers', keyElem: 'atelier' }),
    );
    expect(massage.body.data.map((list) => list.route)).not.toContain('visites');
    const wine = await api<ElementList[]>('/element', { host: WINE_HOST });
    expect(wine.body.data.map((list) => list.keyList)).toContain('ateliers-mets-et-vins');
  });
});

describe('GET /element/{route}', () => {
  it('answers the items and total, 24 per page by default, in date order', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    for (let day = 1; day <= 26; day++) {
      await insertElement(MASSAGE_SITE_ID, list.id, {
        startsAt: `2099-01-${String(day).padStart(2, '0')}T10:00`,
      });
    }
    const first = await api<ElementPage>(`/element/${list.route}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: expect.any(String) as string });
    expect(first.body.data.total).toBe(26);
    expect(first.body.data.items).toHaveLength(24);
    expect(first.body.data.items[0]?.startsAt).toBe('2099-01-01T10:00');
    const second = await api<ElementPage>(`/element/${list.route}?page=2`);
    expect(second.body.data.items.map((item) => item.startsAt)).toEqual([
      '2099-01-25T10:00',
      '2099-01-26T10:00',
    ]);
  });

  it('filters with the list query operators and hides elements that are not valid', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    await insertElement(MASSAGE_SITE_ID, list.id, { location: 'Nantes centre' });
    await insertElement(MASSAGE_SITE_ID, list.id, { location: 'Vertou' });
    await insertElement(MASSAGE_SITE_ID, list.id, { location: 'Nantes nord', isValid: false });
    const { body } = await api<ElementPage>(`/element/${list.route}?location=lk:nantes`);
    expect(body.data.total).toBe(1);
    expect(body.data.items[0]?.location).toBe('Nantes centre');
  });

  it('is 404 for an unknown route and for another site’s route', async () => {
    expect((await api('/element/nulle-part')).status).toBe(404);
    const wine = await api('/element/visites');
    expect(wine.status).toBe(404);
    expect(wine.body).toMatchObject({ success: false, message: "Cette liste n'existe pas." });
  });
});

describe('GET /element/{route}/{id}', () => {
  it('answers the element with the places left', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 5 });
    const { status, body } = await api<Element>(`/element/${list.route}/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, capacity: 5, placesLeft: 5, route: list.route });
  });

  it('is 404 for an unknown id, a hidden element, another list’s element and another site’s element', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const other = await insertList(MASSAGE_SITE_ID);
    const hidden = await insertElement(MASSAGE_SITE_ID, list.id, { isValid: false });
    const elsewhere = await insertElement(MASSAGE_SITE_ID, other.id);
    const wineList = await insertList(WINE_SITE_ID);
    const wineElement = await insertElement(WINE_SITE_ID, wineList.id);
    for (const path of [
      `/element/${list.route}/999999`,
      `/element/${list.route}/abc`,
      `/element/${list.route}/${hidden}`,
      `/element/${list.route}/${elsewhere}`,
      `/element/${wineList.route}/${wineElement}`,
    ]) {
      const { status, body } = await api(path);
      expect(status, path).toBe(404);
      expect(body.success).toBe(false);
    }
  });
});

async function outboxTo(email: string) {
  const { results } = await env.DB.prepare(
    'SELECT site_id, to_address, reply_to, subject, text_body FROM email_outbox WHERE to_address = ?',
  )
    .bind(email)
    .all<{
      site_id: number;
      to_address: string;
      reply_to: string | null;
      subject: string;
      text_body: string;
    }>();
  return results;
}

describe('POST /element/{route}/{id}/register', () => {
  it('stores the registration, answers the places left and queues the confirmation e-mail', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 6, title: 'Atelier mains' });
    const payload = registration({ seats: 2 });
    const { status, body } = await postJson(`/element/${list.route}/${id}/register`, payload);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, data: { seats: 2, placesLeft: 4 } });
    const mails = await outboxTo(String(payload.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      site_id: MASSAGE_SITE_ID,
      reply_to: 'contact@massages-bien-etre.example',
      subject: 'Inscription confirmée : Atelier mains',
    });
    expect(mails[0]?.text_body).toContain('2 places pour « Atelier mains »');
    const stored = await api<Element>(`/element/${list.route}/${id}`);
    expect(stored.body.data.placesLeft).toBe(4);
  });

  it('refuses invalid input field by field in French and stores nothing', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id);
    const { status, body } = await postJson(`/element/${list.route}/${id}/register`, {
      firstname: '',
      lastname: 'Martin',
      email: 'pas-une-adresse',
      seats: 0,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect((body.data as { errors: Record<string, string> }).errors).toMatchObject({
      firstname: 'Le prénom est obligatoire.',
      email: "L'adresse e-mail n'est pas valide.",
      seats: 'Réservez au moins 1 place.',
    });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM element_registrations WHERE element_id = ?')
      .bind(id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('gives exactly the last 2 places to 10 parallel registrations, the others a clear 409', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 5 });
    for (let i = 0; i < 3; i++) {
      expect((await postJson(`/element/${list.route}/${id}/register`, registration())).status).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(`/element/${list.route}/${id}/register`, registration())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe('Désolé, il ne reste plus de place à cette date.');
    const seats = await env.DB.prepare(
      'SELECT SUM(seats) AS n FROM element_registrations WHERE element_id = ?',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(seats?.n).toBe(5);
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE subject LIKE 'Inscription confirmée%' AND to_address IN (SELECT email FROM element_registrations WHERE element_id = ?)",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(mails?.n).toBe(5);
  });

  it('refuses more seats than are left, with the number left, and a second registration of one address', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 3 });
    const first = registration({ seats: 2 });
    expect((await postJson(`/element/${list.route}/${id}/register`, first)).status).toBe(201);
    const tooMany = await postJson(`/element/${list.route}/${id}/register`, registration({ seats: 2 }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Il ne reste que 1 place à cette date.');
    const again = await postJson(`/element/${list.route}/${id}/register`, { ...first, seats: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette adresse e-mail est déjà inscrite à cette date.');
  });

  it('refuses elements without registration and past dates', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const open = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: null });
    const past = await insertElement(MASSAGE_SITE_ID, list.id, { startsAt: '2001-01-01T10:00' });
    expect((await postJson(`/element/${list.route}/${open}/register`, registration())).status).toBe(409);
    const late = await postJson(`/element/${list.route}/${past}/register`, registration());
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cette date est passée : les inscriptions sont closes.');
  });

  it('limits one sender to 5 registrations in a quarter of an hour', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 100 });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await postJson(`/element/${list.route}/${id}/register`, registration(), 'localhost', ip)).status,
      ).toBe(201);
    }
    const limited = await postJson(`/element/${list.route}/${id}/register`, registration(), 'localhost', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toContain('Réessayez dans un quart d’heure');
  });

  it('drops a filled honeypot silently and registers nothing', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id);
    const { status, body } = await postJson(
      `/element/${list.route}/${id}/register`,
      registration({ website: 'http://spam' }),
    );
    expect(status).toBe(201);
    expect((body.data as { id: number }).id).toBe(0);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM element_registrations WHERE element_id = ?')
      .bind(id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('is 404 for another site’s element', async () => {
    const wineList = await insertList(WINE_SITE_ID);
    const wineElement = await insertElement(WINE_SITE_ID, wineList.id);
    const { status } = await postJson(`/element/${wineList.route}/${wineElement}/register`, registration());
    expect(status).toBe(404);
  });
});

describe('admin calls for element lists', () => {
  const listPayload = (route: string) => ({
    route,
    keyList: `${route}-dates`,
    keyElem: `${route}-date`,
    title: 'Stages de printemps',
    description: 'Trois matinées pour apprendre.',
  });
  const elementPayload = {
    title: 'Stage du printemps',
    summary: 'Une matinée',
    body: '<p>Texte <script>alert(1)</script><a href="javascript:alert(1)">lien</a></p>',
    startsAt: '2099-04-04T09:30',
    durationMinutes: 180,
    location: 'Vertou',
    price: '60 €',
    capacity: 8,
  };

  it('refuses anonymous visitors (401), members (403) and the other site’s admin (401)', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const member = await login(MEMBER);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    for (const [method, path, payload] of [
      ['GET', '/admin/element/list', undefined],
      ['POST', '/admin/element/list', listPayload('refus')],
      ['PUT', `/admin/element/list/${list.id}`, listPayload('refus')],
      ['DELETE', `/admin/element/list/${list.id}`, undefined],
      ['POST', `/admin/element/list/${list.id}/item`, elementPayload],
      ['GET', `/admin/element/list/${list.id}/item`, undefined],
    ] as const) {
      expect((await adminCall(method, path, null, payload)).status, `${method} ${path}`).toBe(401);
      expect((await adminCall(method, path, member, payload)).status, `${method} ${path}`).toBe(401);
      expect((await adminCall(method, path, wineAdmin, payload)).status, `${method} ${path}`).toBe(403);
    }
    // The other site's admin on its own host cannot reach this site's list either.
    expect(
      (await adminCall('DELETE', `/admin/element/list/${list.id}`, wineAdmin, undefined, WINE_HOST)).status,
    ).toBe(404);
    expect((await api(`/element/${list.route}`)).status).toBe(200);
  });

  it('creates a list and an element (rich text sanitised), bumps the version, and the page shows them', async () => {
    const admin = await adminLogin(ADMIN);
    const route = `stages-${crypto.randomUUID().slice(0, 6)}`;
    const before = await contentVersion(MASSAGE_SITE_ID);
    const created = await adminCall<ElementList>('POST', '/admin/element/list', admin, listPayload(route));
    expect(created.status).toBe(201);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBeGreaterThan(before);
    const item = await adminCall<Element>(
      'POST',
      `/admin/element/list/${created.body.data.id}/item`,
      admin,
      elementPayload,
    );
    expect(item.status).toBe(201);
    expect(item.body.data.body).not.toContain('<script');
    expect(item.body.data.body).not.toContain('javascript:');
    const page = await request(`/${route}-dates`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stage du printemps');
    expect(html).toContain(`href="/${route}-date/${item.body.data.id}"`);

    const renamed = await adminCall<Element>(
      'PUT',
      `/admin/element/list/${created.body.data.id}/item/${item.body.data.id}`,
      admin,
      { ...elementPayload, title: 'Stage du printemps (complet bientôt)' },
    );
    expect(renamed.status).toBe(200);
    expect(await (await request(`/${route}-dates`)).text()).toContain('Stage du printemps (complet bientôt)');

    const deleted = await adminCall(
      'DELETE',
      `/admin/element/list/${created.body.data.id}/item/${item.body.data.id}`,
      admin,
    );
    expect(deleted.status).toBe(200);
    expect(await (await request(`/${route}-dates`)).text()).not.toContain('Stage du printemps');
  });

  it('validates with the same schema, in French, and refuses a route another list uses (409)', async () => {
    const admin = await adminLogin(ADMIN);
    const bad = await adminCall('POST', '/admin/element/list', admin, {
      ...listPayload('x'),
      route: 'Pas Bon',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'La route ne contient que des minuscules sans accent, des chiffres et des tirets.',
    );
    const taken = await adminCall('POST', '/admin/element/list', admin, listPayload('ateliers'));
    expect(taken.status).toBe(409);
    const list = await insertList(MASSAGE_SITE_ID);
    const badItem = await adminCall('POST', `/admin/element/list/${list.id}/item`, admin, {
      ...elementPayload,
      startsAt: 'demain',
    });
    expect(badItem.status).toBe(400);
    expect(badItem.body.message).toBe('La date doit être au format AAAA-MM-JJTHH:MM.');
  });

  it('lists hidden elements and the registrations of an element, and 404s another site’s ids', async () => {
    const admin = await adminLogin(ADMIN);
    const list = await insertList(MASSAGE_SITE_ID);
    const hidden = await insertElement(MASSAGE_SITE_ID, list.id, { isValid: false });
    const open = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 4 });
    const payload = registration();
    await postJson(`/element/${list.route}/${open}/register`, payload);
    const all = await adminCall<ElementPage>('GET', `/admin/element/list/${list.id}/item`, admin);
    expect(all.body.data.items.map((item) => item.id)).toEqual(expect.arrayContaining([hidden, open]));
    const registrations = await adminCall<Registration[]>(
      'GET',
      `/admin/element/list/${list.id}/item/${open}/registration`,
      admin,
    );
    expect(registrations.status).toBe(200);
    expect(registrations.body.data).toEqual([expect.objectContaining({ email: payload.email, seats: 1 })]);

    const wineList = await insertList(WINE_SITE_ID);
    const wineElement = await insertElement(WINE_SITE_ID, wineList.id);
    for (const path of [
      `/admin/element/list/${wineList.id}/item`,
      `/admin/element/list/${wineList.id}/item/${wineElement}/registration`,
      `/admin/element/list/${list.id}/item/${wineElement}/registration`,
    ]) {
      expect((await adminCall('GET', path, admin)).status, path).toBe(404);
    }
    expect((await adminCall('DELETE', `/admin/element/list/${wineList.id}`, admin)).status).toBe(404);
    expect((await api(`/element/${wineList.route}`, { host: WINE_HOST })).status).toBe(200);
  });
});

describe('element pages', () => {
  it('lists the workshops from the menu with links to each date', async () => {
    const home = await (await request('/')).text();
    expect(home).toContain('href="/ateliers"');
    const response = await request('/ateliers');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Ateliers d&#x27;automassage</h1>');
    expect(html).toMatch(/href="\/atelier\/\d+"/);
    expect(textOf(html)).toContain('Automassage des mains et des avant-bras');
    expect(html).toContain('<link rel="canonical" href="http://localhost/ateliers"');
  });

  it('paginates with plain links', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    for (let i = 0; i < 25; i++) await insertElement(MASSAGE_SITE_ID, list.id);
    const first = await (await request(`/${list.keyList}`)).text();
    expect(first).toContain(`href="/${list.keyList}?page=2"`);
    const second = await request(`/${list.keyList}?page=2`);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('aria-current="page"');
    expect((await request(`/${list.keyList}?page=9`)).status).toBe(404);
  });

  it('shows an element with its registration form, and 404s unknown or other-site ids', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { title: 'Atelier du samedi', capacity: 3 });
    const response = await request(`/${list.keyElem}/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Atelier du samedi</h1>');
    expect(html).toContain(
      `<form class="element-registration" action="/${list.keyElem}/${id}" method="post">`,
    );
    expect(textOf(html)).toContain('3 places restantes');
    expect((await request(`/${list.keyElem}/999999`)).status).toBe(404);
    const wineList = await insertList(WINE_SITE_ID);
    const wineElement = await insertElement(WINE_SITE_ID, wineList.id);
    expect((await request(`/${list.keyElem}/${wineElement}`)).status).toBe(404);
  });

  it('registers through the form without JavaScript and shows the places left', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const id = await insertElement(MASSAGE_SITE_ID, list.id, { capacity: 3 });
    const form = new URLSearchParams({
      firstname: 'Paul',
      lastname: 'Durand',
      email: 'paul.durand@exemple.fr',
      seats: '2',
      message: '',
      website: '',
    });
    const response = await request(`/${list.keyElem}/${id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'cf-connecting-ip': uniqueIp(),
      },
      body: form,
    });
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Merci, votre inscription est enregistrée.');
    expect(text).toContain('Dernière place');
    expect(await outboxTo('paul.durand@exemple.fr')).toHaveLength(1);

    const full = await request(`/${list.keyElem}/${id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'cf-connecting-ip': uniqueIp(),
      },
      body: new URLSearchParams({
        firstname: 'Ana',
        lastname: 'Roy',
        email: 'ana.roy@exemple.fr',
        seats: '2',
      }),
    });
    expect(full.status).toBe(409);
    const html = await full.text();
    expect(textOf(html)).toContain('Il ne reste que 1 place à cette date.');
    expect(html).toContain('value="ana.roy@exemple.fr"');
  });

  it('shows the wine site’s workshops under its own paths', async () => {
    const response = await request('/ateliers-mets-et-vins', { host: WINE_HOST });
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Atelier mets et vins');
    // The guided visits are booked online now, not listed with dates.
    expect(text).not.toContain('Visite guidée des caves et dégustation');
    expect((await request('/ateliers-mets-et-vins')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists the list pages and every visible element page of the site', async () => {
    const list = await insertList(MASSAGE_SITE_ID);
    const shown = await insertElement(MASSAGE_SITE_ID, list.id);
    const hidden = await insertElement(MASSAGE_SITE_ID, list.id, { isValid: false });
    const xml = await (await request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost/ateliers</loc>');
    expect(xml).toMatch(/<loc>http:\/\/localhost\/atelier\/\d+<\/loc>/);
    expect(xml).toContain(`<loc>http://localhost/${list.keyElem}/${shown}</loc>`);
    expect(xml).not.toContain(`/${list.keyElem}/${hidden}<`);
    expect(xml).not.toContain('/visite/');
  });
});
