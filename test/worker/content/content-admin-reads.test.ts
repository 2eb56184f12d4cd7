import { describe, expect, it } from 'vitest';
import type { BlogArticle, BlogFolder } from '../../../src/schema/content/blog';
import type { Element, ElementList } from '../../../src/schema/content/element';
import type { AdminForm } from '../../../src/schema/content/forms';
import type { Review } from '../../../src/schema/content/review';
import type { CompanyAddress } from '../../../src/schema/site/address';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { unique } from '../support/factories';
import { WINE_HOST } from '../support/http';

// The admin panel's edit screens read one record by id: blog folders and articles
// (published or not), element lists and their elements (hidden ones too), builder forms (with
// their notification address), stored reviews and company addresses.

/** Creates one record of each kind on the massage site; answers the paths that read them. */
async function createdRecords(admin: string) {
  const folder = await adminCall<BlogFolder>('POST', '/admin/blog/folder', admin, {
    name: unique('Dossier'),
  });
  const article = await adminCall<BlogArticle>('POST', '/admin/blog/article', admin, {
    title: unique('Brouillon'),
    content: '<p>Texte</p>',
    idFolder: folder.body.data.id,
    isPublished: false,
  });
  const slug = unique('liste')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const list = await adminCall<ElementList>('POST', '/admin/element/list', admin, {
    route: slug,
    keyList: `${slug}-l`,
    keyElem: `${slug}-e`,
    title: 'Ateliers',
  });
  const element = await adminCall<Element>('POST', `/admin/element/list/${list.body.data.id}/item`, admin, {
    title: 'Atelier masqué',
    isValid: false,
  });
  const form = await adminCall<AdminForm>('POST', '/admin/forms', admin, {
    title: 'Demande',
    successMessage: 'Merci.',
    notifyEmail: 'contact@example.com',
    fields: [{ name: 'nom', type: 'text', label: 'Nom', required: true }],
  });
  const review = await adminCall<Review>('POST', '/admin/review', admin, {
    author: 'Inès P.',
    rating: 5,
    publishedAt: '2026-11-01',
  });
  const address = await adminCall<CompanyAddress>('POST', '/admin/address', admin, {
    name: 'Cabinet',
    line1: '1 rue de la Paix',
    postalCode: '44120',
    city: 'Vertou',
  });
  for (const answer of [folder, article, list, element, form, review, address]) {
    expect([200, 201]).toContain(answer.status);
  }
  return {
    folder: { path: `/admin/blog/folder/${folder.body.data.id}`, data: folder.body.data },
    article: { path: `/admin/blog/article/${article.body.data.id}`, data: article.body.data },
    list: { path: `/admin/element/list/${list.body.data.id}`, data: list.body.data },
    element: {
      path: `/admin/element/list/${list.body.data.id}/item/${element.body.data.id}`,
      data: element.body.data,
    },
    form: { path: `/admin/forms/${form.body.data.id}`, data: form.body.data },
    review: { path: `/admin/review/${review.body.data.id}`, data: review.body.data },
    address: { path: `/admin/address/${address.body.data.id}`, data: address.body.data },
    cleanUp: async () => {
      await adminCall('DELETE', `/admin/blog/article/${article.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/blog/folder/${folder.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/element/list/${list.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/forms/${form.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/review/${review.body.data.id}`, admin);
      await adminCall('DELETE', `/admin/address/${address.body.data.id}`, admin);
    },
  };
}

describe('admin reads of one content record', () => {
  it('answers each record as its list and its write answer describe it', async () => {
    const admin = await adminLogin(ADMIN);
    const records = await createdRecords(admin);
    try {
      for (const name of ['folder', 'article', 'list', 'element', 'form', 'review', 'address'] as const) {
        const { path, data } = records[name];
        const read = await adminCall('GET', path, admin);
        expect(read.status, path).toBe(200);
        expect(read.body.success).toBe(true);
        expect(read.body.data, path).toEqual(data);
      }
      // What a visitor never sees, the owner reads: a draft article, a hidden element, the
      // form's notification address.
      expect((await adminCall<BlogArticle>('GET', records.article.path, admin)).body.data.isPublished).toBe(
        false,
      );
      expect((await adminCall<Element>('GET', records.element.path, admin)).body.data.isValid).toBe(false);
      expect((await adminCall<AdminForm>('GET', records.form.path, admin)).body.data.notifyEmail).toBe(
        'contact@example.com',
      );
    } finally {
      await records.cleanUp();
    }
  });

  it('refuses visitors (401), members (403) and the other site’s admin on this host (401)', async () => {
    const admin = await adminLogin(ADMIN);
    const member = await login(MEMBER);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    const records = await createdRecords(admin);
    try {
      for (const name of ['folder', 'article', 'list', 'element', 'form', 'review', 'address'] as const) {
        const { path } = records[name];
        const visitor = await adminCall('GET', path, null);
        expect(visitor.status, path).toBe(401);
        expect(visitor.body.success).toBe(false);
        expect((await adminCall('GET', path, member)).status, path).toBe(401);
        expect((await adminCall('GET', path, wineAdmin)).status, path).toBe(403);
      }
    } finally {
      await records.cleanUp();
    }
  });

  it('answers 404 in French for an unknown or malformed id', async () => {
    const admin = await adminLogin(ADMIN);
    for (const [path, message] of [
      ['/admin/blog/folder/999999', "Ce dossier du blog n'existe pas."],
      ['/admin/blog/article/abc', "Cet article n'existe pas."],
      ['/admin/element/list/999999', "Cette liste n'existe pas."],
      ['/admin/element/list/999999/item/1', "Cette liste n'existe pas."],
      ['/admin/forms/0', "Ce formulaire n'existe pas."],
      ['/admin/review/999999', "Cet avis n'existe pas."],
    ] as const) {
      const answer = await adminCall('GET', path, admin);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    expect((await adminCall('GET', '/admin/address/999999', admin)).status).toBe(404);
  });
});
