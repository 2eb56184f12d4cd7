import { describe, expect, it } from 'vitest';
import type { BlogArticle, BlogFolder } from '../../../src/schema/content/blog';
import type { Element, ElementList } from '../../../src/schema/content/element';
import type { AdminForm } from '../../../src/schema/content/forms';
import type { Review } from '../../../src/schema/content/review';
import type { CompanyAddress } from '../../../src/schema/site/address';
import { ADMIN, adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { unique } from '../support/factories';
import { WINE_HOST } from '../support/http';

// Tenancy of the admin reads by id: the wine site's admin, on the wine host, asking
// for the massage site's records by their ids gets 404, never the other site's data.

describe('admin reads by id stay on their site', () => {
  it('answers 404 to the other site’s admin for every kind of record', async () => {
    const admin = await adminLogin(ADMIN);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    const folder = await adminCall<BlogFolder>('POST', '/admin/blog/folder', admin, {
      name: unique('Dossier'),
    });
    const article = await adminCall<BlogArticle>('POST', '/admin/blog/article', admin, {
      title: unique('Article'),
    });
    const slug = unique('tenancy')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const list = await adminCall<ElementList>('POST', '/admin/element/list', admin, {
      route: slug,
      keyList: `${slug}-l`,
      keyElem: `${slug}-e`,
      title: 'Ateliers',
    });
    const listId = list.body.data.id;
    const element = await adminCall<Element>('POST', `/admin/element/list/${listId}/item`, admin, {
      title: 'Atelier',
    });
    const form = await adminCall<AdminForm>('POST', '/admin/forms', admin, {
      title: 'Demande',
      successMessage: 'Merci.',
      fields: [{ name: 'nom', type: 'text', label: 'Nom' }],
    });
    const review = await adminCall<Review>('POST', '/admin/review', admin, {
      author: 'Paul',
      rating: 4,
      publishedAt: '2026-10-01',
    });
    const address = await adminCall<CompanyAddress>('POST', '/admin/address', admin, {
      name: 'Cabinet',
      line1: '2 rue du Port',
      postalCode: '44000',
      city: 'Nantes',
    });
    const paths = [
      `/admin/blog/folder/${folder.body.data.id}`,
      `/admin/blog/article/${article.body.data.id}`,
      `/admin/element/list/${listId}`,
      `/admin/element/list/${listId}/item/${element.body.data.id}`,
      `/admin/forms/${form.body.data.id}`,
      `/admin/review/${review.body.data.id}`,
      `/admin/address/${address.body.data.id}`,
    ];
    try {
      for (const path of paths) {
        expect((await adminCall('GET', path, admin)).status, path).toBe(200);
        const foreign = await adminCall('GET', path, wineAdmin, undefined, WINE_HOST);
        expect(foreign.status, path).toBe(404);
        expect(foreign.body.success).toBe(false);
        expect(JSON.stringify(foreign.body)).not.toMatch(/Cabinet|Atelier|Demande|Paul|Dossier|Article/);
      }
    } finally {
      await adminCall('DELETE', `/admin/blog/article/${article.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/blog/folder/${folder.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/element/list/${listId}`, admin);
      await adminCall('DELETE', `/admin/forms/${form.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/review/${review.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/address/${address.body.data.id}`, admin);
    }
  });
});
