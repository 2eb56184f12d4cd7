import { beforeAll, describe, expect, it } from 'vitest';
import type { PageSummary } from '../../../src/schema/content/page';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { unique } from '../support/factories';
import { WINE_HOST } from '../support/http';

// `PUT /admin/page/13 {title, isFixedOnRight}` reset menuTitle and metaDescription.
// Admin updates follow PATCH semantics: a field left out keeps its stored value.

interface AdminPage {
  page: PageSummary;
}

let owner: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

async function createPage(): Promise<PageSummary> {
  const slug = unique('pierres-chaudes');
  const created = await adminCall<AdminPage>('POST', '/admin/page', owner, {
    title: 'Massage aux pierres chaudes',
    url: slug,
    menuTitle: 'Pierres chaudes',
    metaDescription: 'Un massage aux pierres de basalte chauffées.',
    layout: 'WIDE',
    showInMenu: false,
  });
  expect(created.status).toBe(201);
  return created.body.data.page;
}

describe('PUT /admin/page/{id} changes only the fields it is sent', () => {
  it('keeps menuTitle, metaDescription, layout, slug and path when only the title is sent', async () => {
    const page = await createPage();
    const saved = await adminCall<AdminPage>('PUT', `/admin/page/${page.id}`, owner, {
      title: 'Pierres chaudes et huiles',
      isFixedOnRight: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.page).toMatchObject({
      title: 'Pierres chaudes et huiles',
      isFixedOnRight: true,
      menuTitle: 'Pierres chaudes',
      metaDescription: 'Un massage aux pierres de basalte chauffées.',
      layout: 'WIDE',
      showInMenu: false,
      url: page.url,
      path: page.path,
    });
  });

  it('clears a field sent as null, and moves the path with a new slug', async () => {
    const page = await createPage();
    const slug = unique('nouveau-slug');
    const saved = await adminCall<AdminPage>('PUT', `/admin/page/${page.id}`, owner, {
      menuTitle: null,
      url: slug,
    });
    expect(saved.body.data.page).toMatchObject({ menuTitle: null, url: slug, path: `/${slug}` });
  });

  it('still refuses bad values in French, naming the field', async () => {
    const page = await createPage();
    const bad = await adminCall('PUT', `/admin/page/${page.id}`, owner, { title: 42, showInMenu: 'oui' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      message: 'Le titre doit être un texte.',
      data: {
        errors: {
          title: 'Le titre doit être un texte.',
          showInMenu: "L'affichage dans le menu doit être vrai ou faux.",
        },
      },
    });
  });

  it('names the missing title on a create', async () => {
    const bad = await adminCall('POST', '/admin/page', owner, { isFixedOnRight: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Le titre est obligatoire.');
  });

  it('never reads another site’s page to fill the gaps', async () => {
    const page = await createPage();
    const response = await adminCall(
      'PUT',
      `/admin/page/${page.id}`,
      wineOwner,
      { title: 'Piraté' },
      WINE_HOST,
    );
    expect(response.status).toBe(404);
  });
});

describe('PUT /admin/news/{id} changes only the fields it is sent', () => {
  it('keeps the summary, content, image and promotion when only the title is sent', async () => {
    const created = await adminCall<{ id: number }>('POST', '/admin/news', owner, {
      title: 'Nouveaux horaires',
      summary: 'Le cabinet ouvre le samedi matin.',
      content: '<p>Dès septembre, le samedi de 9 h à 12 h.</p>',
      image: { url: '/media/horaires.svg', alt: 'Une horloge' },
      isPromoted: true,
    });
    expect(created.status).toBe(201);
    const saved = await adminCall('PUT', `/admin/news/${created.body.data.id}`, owner, {
      title: 'Nouveaux horaires d’automne',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: 'Nouveaux horaires d’automne',
      summary: 'Le cabinet ouvre le samedi matin.',
      content: '<p>Dès septembre, le samedi de 9 h à 12 h.</p>',
      image: { url: '/media/horaires.svg', alt: 'Une horloge' },
      isPromoted: true,
    });
  });
});

// One test an entity: a PUT carrying one field keeps another field that was set, read back.
async function created(path: string, body: Record<string, unknown>): Promise<number> {
  const response = await adminCall<{ id: number }>('POST', path, owner, body);
  expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
  return response.body.data.id;
}

async function putThenGet(path: string, body: Record<string, unknown>, readPath = path): Promise<unknown> {
  const saved = await adminCall('PUT', path, owner, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const read = await adminCall('GET', readPath, owner);
  expect(read.status).toBe(200);
  return read.body.data;
}

describe('the other content updates change only the fields they are sent', () => {
  it('PUT /admin/service/{id} keeps the summary, image and order', async () => {
    const id = await created('/admin/service', {
      title: 'Massage californien',
      summary: 'Un massage enveloppant.',
      image: { src: '/media/californien.svg', alt: 'Des mains' },
      order: 7,
    });
    expect(await putThenGet(`/admin/service/${id}`, { title: 'Massage californien (1 h)' })).toMatchObject({
      title: 'Massage californien (1 h)',
      summary: 'Un massage enveloppant.',
      image: { src: '/media/californien.svg', alt: 'Des mains' },
      order: 7,
    });
  });

  it('PUT /admin/album/{id} keeps the description; PUT …/media/{id} keeps the alt text', async () => {
    const id = await created('/admin/album', {
      title: 'Le cabinet',
      description: 'La salle de massage.',
      order: 3,
      media: [{ url: '/media/salle.jpg', alt: 'La table de massage' }],
    });
    const album = (await putThenGet(`/admin/album/${id}`, { title: 'Le cabinet en photos' })) as {
      media: { id: number }[];
    };
    expect(album).toMatchObject({
      title: 'Le cabinet en photos',
      description: 'La salle de massage.',
      order: 3,
    });
    const mediaId = album.media[0]!.id;
    expect(
      await putThenGet(`/admin/album/${id}/media/${mediaId}`, { order: 5 }, `/admin/album/${id}`),
    ).toMatchObject({
      media: [{ id: mediaId, url: '/media/salle.jpg', alt: 'La table de massage', order: 5 }],
    });
  });

  it('PUT /admin/blog/folder/{id} keeps the description and order', async () => {
    const id = await created('/admin/blog/folder', {
      name: 'Conseils',
      description: 'Nos conseils bien-être.',
      order: 4,
    });
    expect(await putThenGet(`/admin/blog/folder/${id}`, { name: 'Conseils bien-être' })).toMatchObject({
      name: 'Conseils bien-être',
      description: 'Nos conseils bien-être.',
      order: 4,
    });
  });

  it('PUT /admin/blog/article/{id} keeps the summary, author, image and publication', async () => {
    const id = await created('/admin/blog/article', {
      title: 'Bien dormir',
      summary: 'Trois gestes le soir.',
      content: '<p>Respirer lentement.</p>',
      author: 'Claire',
      image: { url: '/media/sommeil.jpg', alt: 'Un oreiller', width: 800, height: 600 },
      isPublished: false,
    });
    expect(await putThenGet(`/admin/blog/article/${id}`, { title: 'Bien dormir en hiver' })).toMatchObject({
      title: 'Bien dormir en hiver',
      summary: 'Trois gestes le soir.',
      content: '<p>Respirer lentement.</p>',
      author: 'Claire',
      image: { url: '/media/sommeil.jpg', alt: 'Un oreiller', width: 800, height: 600 },
      isPublished: false,
    });
  });

  it('PUT /admin/element/list/{id} keeps the description; …/item/{id} keeps the date, place and seats', async () => {
    const route = unique('stages');
    const listId = await created('/admin/element/list', {
      route,
      keyList: `${route}-dates`,
      keyElem: `${route}-date`,
      title: 'Stages',
      description: 'Trois matinées pour apprendre.',
    });
    expect(await putThenGet(`/admin/element/list/${listId}`, { title: 'Stages de printemps' })).toMatchObject(
      {
        title: 'Stages de printemps',
        description: 'Trois matinées pour apprendre.',
        keyList: `${route}-dates`,
      },
    );
    const itemPath = `/admin/element/list/${listId}/item`;
    const id = await created(itemPath, {
      title: 'Stage du printemps',
      summary: 'Une matinée',
      startsAt: '2099-04-04T09:30',
      durationMinutes: 180,
      location: 'Vertou',
      price: '60 €',
      capacity: 8,
      isValid: false,
    });
    expect(await putThenGet(`${itemPath}/${id}`, { title: 'Stage d’avril' })).toMatchObject({
      title: 'Stage d’avril',
      summary: 'Une matinée',
      startsAt: '2099-04-04T09:30',
      durationMinutes: 180,
      location: 'Vertou',
      price: '60 €',
      capacity: 8,
      isValid: false,
    });
  });

  it('PUT /admin/forms/{id} keeps the description, notification address and fields', async () => {
    const fields = [
      { name: 'nom', type: 'text', label: 'Nom', required: true },
      { name: 'soin', type: 'select', label: 'Soin', required: false, options: ['Dos', 'Pieds'] },
    ];
    const id = await created('/admin/forms', {
      title: 'Atelier',
      description: 'Inscrivez-vous à un atelier.',
      successMessage: 'Merci, à bientôt.',
      notifyEmail: 'ateliers@massages-bien-etre.example',
      fields,
    });
    expect(await putThenGet(`/admin/forms/${id}`, { title: 'Atelier du samedi' })).toMatchObject({
      title: 'Atelier du samedi',
      description: 'Inscrivez-vous à un atelier.',
      notifyEmail: 'ateliers@massages-bien-etre.example',
      fields,
    });
  });

  it('PUT /admin/address/{id} keeps the phone, types and opening hours', async () => {
    const id = await created('/admin/address', {
      name: 'Salle de Rezé',
      line1: '12 rue des Halles',
      postalCode: '44400',
      city: 'Rezé',
      phone: '02 40 00 00 00',
      latitude: 47.18,
      longitude: -1.55,
      types: ['PRACTICE'],
      openingHours: [{ weekday: 2, opens: '09:00', closes: '12:00' }],
    });
    expect(await putThenGet(`/admin/address/${id}`, { name: 'Cabinet de Rezé' })).toMatchObject({
      name: 'Cabinet de Rezé',
      line1: '12 rue des Halles',
      phone: '02 40 00 00 00',
      latitude: 47.18,
      type: [{ value: 'PRACTICE' }],
      openingHours: [{ weekday: 2, opens: '09:00', closes: '12:00' }],
    });
  });

  it('PUT /admin/review/{id} keeps the text and date', async () => {
    const id = await created('/admin/review', {
      author: 'Jeanne M.',
      rating: 4,
      text: 'Très bon massage, je reviendrai.',
      publishedAt: '2026-05-12',
    });
    expect(await putThenGet(`/admin/review/${id}`, { rating: 5 })).toMatchObject({
      author: 'Jeanne M.',
      rating: 5,
      text: 'Très bon massage, je reviendrai.',
      publishedAt: '2026-05-12',
    });
  });
});
