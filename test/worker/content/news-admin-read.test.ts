import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../../src/schema/content/news';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { WINE_HOST } from '../support/http';

// GET /admin/news/{id}: the admin panel's news form reads the article it edits, hidden drafts
// included (the public GET /news/{id} answers only visible ones). Only the site's admins.

let owner: string;
let member: string;
let wineOwner: string;
let draft: News;

beforeAll(async () => {
  [owner, member, wineOwner] = await Promise.all([
    adminLogin(ADMIN),
    login(MEMBER),
    adminLogin(WINE_ADMIN, WINE_HOST),
  ]);
  const created = await adminCall<News>('POST', '/admin/news', owner, {
    title: 'Brouillon des soins d’hiver',
    isValid: false,
    image: { url: '/media/hiver.png', alt: 'Bougies' },
  });
  expect(created.status).toBe(201);
  draft = created.body.data;
});

describe('reading one news item to edit it', () => {
  it('answers a hidden draft with its image to the site owner', async () => {
    const read = await adminCall<News>('GET', `/admin/news/${draft.id}`, owner);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: draft.id,
      isValid: false,
      image: { url: '/media/hiver.png', alt: 'Bougies' },
    });
  });

  it('refuses a visitor (401), a member (401: no admin session), and another site’s owner (their token, or this id on their host)', async () => {
    expect((await adminCall('GET', `/admin/news/${draft.id}`, null)).status).toBe(401);
    const refused = await adminCall('GET', `/admin/news/${draft.id}`, member);
    expect(refused.status).toBe(401);
    expect((await adminCall('GET', `/admin/news/${draft.id}`, wineOwner)).status).toBe(403);
    const elsewhere = await adminCall('GET', `/admin/news/${draft.id}`, wineOwner, undefined, WINE_HOST);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("Cette actualité n'existe pas.");
  });

  it('answers 404 in French for an unknown or malformed id', async () => {
    expect((await adminCall('GET', '/admin/news/999999', owner)).status).toBe(404);
    expect((await adminCall('GET', '/admin/news/abc', owner)).body.message).toBe(
      "Cette actualité n'existe pas.",
    );
  });
});
