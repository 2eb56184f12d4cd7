import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../client/admin/api-fetch';
import type { PageSummary } from '../../../src/schema/content/page';
import { ADMIN, adminApi, adminCall, adminLogin, adminRequest, WINE_ADMIN } from '../support/accounts';
import { WINE_HOST } from '../support/http';

// The layout preview endpoint accepts what the admin's multipart helper sends: the image as a
// blob made from a canvas's data URL under `image`, with object fields JSON-stringified.

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let owner: string;
let wineOwner: string;
let homeId: number;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
  const { body } = await adminCall<{ pages: PageSummary[] }>('GET', '/admin/page', owner);
  homeId = body.data.pages.find((page) => page.path === '/')!.id;
});

describe('PUT /admin/page/{id}/layout/{id}/preview with the multipart helper', () => {
  it('stores the data-URL image sent with its layout as JSON', async () => {
    const body = multipartBody({ image: PNG_DATA_URL, layout: { id: homeId, blocks: ['HERO'] } });
    const saved = await adminApi(`/admin/page/${homeId}/layout/${homeId}/preview`, {
      method: 'PUT',
      headers: { authorization: owner },
      body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ contentType: 'image/png' });
    const back = await adminRequest(`/api/admin/page/${homeId}/layout/${homeId}/preview`, {
      headers: { authorization: owner },
    });
    expect(back.headers.get('content-type')).toBe('image/png');
  });

  it('refuses another site’s owner', async () => {
    const refused = await adminApi(`/admin/page/${homeId}/layout/${homeId}/preview`, {
      method: 'PUT',
      host: WINE_HOST,
      headers: { authorization: wineOwner },
      body: multipartBody({ image: PNG_DATA_URL }),
    });
    expect(refused.status).toBe(404);
  });
});
