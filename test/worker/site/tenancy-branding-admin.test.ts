import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { WINE_HOST } from '../support/http';

// Tenancy of the logos and fonts: an owner's token is nobody on another site's host, and an
// owner's writes touch only their own site's rows.

let owner: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

const rows = async (table: 'logos' | 'fonts', siteId: number) =>
  JSON.stringify(
    (await env.DB.prepare(`SELECT * FROM ${table} WHERE site_id = ? ORDER BY id`).bind(siteId).all()).results,
  );

describe('logos and fonts stay on their site', () => {
  it("refuses another site's owner: they do not manage this site (403)", async () => {
    expect((await adminCall('PUT', '/admin/logo/LOGO', wineOwner, { url: '/media/x.png' })).status).toBe(403);
    expect((await adminCall('PUT', '/admin/font/TITLE', owner, { family: 'Lora' }, WINE_HOST)).status).toBe(
      403,
    );
  });

  it("writes the owner's site only", async () => {
    const [wineLogos, wineFonts] = [await rows('logos', WINE_SITE_ID), await rows('fonts', WINE_SITE_ID)];
    expect(
      (await adminCall('PUT', '/admin/logo/LOGO_FOOTER', owner, { url: '/media/pied.png' })).status,
    ).toBe(200);
    expect((await adminCall('PUT', '/admin/font/CONTENT', owner, { family: 'Lora, serif' })).status).toBe(
      200,
    );
    expect((await adminCall('DELETE', '/admin/logo/LOGO_FOOTER', owner)).status).toBe(200);
    expect(await rows('logos', WINE_SITE_ID)).toBe(wineLogos);
    expect(await rows('fonts', WINE_SITE_ID)).toBe(wineFonts);
    expect(await rows('fonts', MASSAGE_SITE_ID)).toContain('Lora, serif');

    expect(
      (await adminCall('PUT', '/admin/logo/LOGO_FOOTER', wineOwner, { url: '/media/vin.png' }, WINE_HOST))
        .status,
    ).toBe(200);
    expect(await rows('logos', MASSAGE_SITE_ID)).not.toContain('vin.png');
  });
});
