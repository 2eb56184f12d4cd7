import { beforeAll, describe, expect, it } from 'vitest';
import type { PageSummary } from '../../../src/schema/page';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { unique } from '../support/factories';
import { WINE_HOST } from '../support/http';

// Issue 24: `PUT /admin/page/13 {title, isFixedOnRight}` reset menuTitle and metaDescription.
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
