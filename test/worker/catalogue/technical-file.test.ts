import { env } from 'cloudflare:workers';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SHOP_NOT_FOUND } from '../../../worker/provider/shared/shop-guard';
import { getContentVersion } from '../../../worker/provider/site/site.repository';
import { technicalFileKey } from '../../../worker/provider/catalogue/technical-file.service';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// GET /product/generate/file/{id}[/{idDeclination}] on the demo catalogue: product 1 is the
// Saumur-Champigny Les Perrières (declinations 1–5), product 2 the Vieilles Vignes (6–8).
// pdftotext/pdftoppm open the same layout in test/unit/catalogue/technical-file.test.ts and the e2e.

const file = (path: string, host = WINE_HOST) => request(`/api/product/generate/file/${path}`, { host });

async function bumpVersion(): Promise<number> {
  const row = await env.DB.prepare(
    'UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version',
  )
    .bind(WINE_SITE_ID)
    .first<{ content_version: number }>();
  return row?.content_version ?? 0;
}

describe('the technical file of a product', () => {
  it('is a PDF named in French, titled with the product, one or two A4 pages', async () => {
    const response = await file('1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fiche-technique-saumur-champigny-les-perrieres.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Fiche technique – Saumur-Champigny Les Perrières');
    expect(pdf.getAuthor()).toBe('Domaine des Coteaux de Loire');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
  });

  it('of one declination names its vintage and capacity', async () => {
    const response = await file('1/2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fiche-technique-saumur-champigny-les-perrieres-2022-75-cl.pdf"',
    );
    const pdf = await PDFDocument.load(await response.arrayBuffer());
    expect(pdf.getTitle()).toBe('Fiche technique – Saumur-Champigny Les Perrières 2022 – 75 cl');
  });

  it('of a box', async () => {
    const response = await file('15');
    expect(response.status).toBe(200);
    const pdf = await PDFDocument.load(await response.arrayBuffer());
    expect(pdf.getTitle()).toContain('Coffret découverte');
  });

  it('is kept in R2 per content version and made again after a change', async () => {
    const version = await getContentVersion(env.DB, WINE_SITE_ID);
    const key = technicalFileKey(WINE_SITE_ID, version, 2, 7);
    expect(await env.MEDIA.head(key)).toBeNull();
    const first = await file('2/7');
    expect(first.status).toBe(200);
    const stored = await env.MEDIA.get(key);
    expect(stored?.httpMetadata?.contentType).toBe('application/pdf');
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array(await first.arrayBuffer()),
    );

    // The stored file is what the next request gets (marked here to tell it apart).
    await env.MEDIA.put(key, '%PDF-1.7 stored copy', {
      customMetadata: { fileName: 'fiche-technique-x.pdf' },
    });
    expect(await (await file('2/7')).text()).toBe('%PDF-1.7 stored copy');

    // Any write bumps the content version: the next file is generated from D1 again.
    const next = await bumpVersion();
    const fresh = await file('2/7');
    expect((await fresh.text()).startsWith('%PDF-1.7 stored copy')).toBe(false);
    expect(await env.MEDIA.head(technicalFileKey(WINE_SITE_ID, next, 2, 7))).not.toBeNull();
  });

  it('answers 404 in French for an unknown product or a declination of another product', async () => {
    for (const [path, message] of [
      ['999999', "Ce produit n'existe pas."],
      ['abc', "Ce produit n'existe pas."],
      ['1/6', "Cette déclinaison n'existe pas pour ce produit."],
      ['1/999999', "Cette déclinaison n'existe pas pour ce produit."],
      ['1/x', "Cette déclinaison n'existe pas pour ce produit."],
    ] as const) {
      const { status, body } = await api(`/product/generate/file/${path}`, { host: WINE_HOST });
      expect(status, path).toBe(404);
      expect(body.message, path).toBe(message);
    }
  });

  it('answers 404 for an unpublished product and another site’s product', async () => {
    await env.DB.prepare('UPDATE products SET is_published = 0 WHERE site_id = ? AND id = 4')
      .bind(WINE_SITE_ID)
      .run();
    expect((await file('4')).status).toBe(404);
    await env.DB.prepare('UPDATE products SET is_published = 1 WHERE site_id = ? AND id = 4')
      .bind(WINE_SITE_ID)
      .run();

    const foreign = await env.DB.prepare(
      "INSERT INTO products (site_id, type, name, slug) VALUES (?, 'WINE', 'Vin d''ailleurs', ?) RETURNING id",
    )
      .bind(MASSAGE_SITE_ID, unique('vin'))
      .first<{ id: number }>();
    expect((await file(String(foreign?.id))).status).toBe(404);
  });

  it('does not exist on a site without a shop', async () => {
    const { status, body } = await api('/product/generate/file/1', { host: MASSAGE_HOST });
    expect(status).toBe(404);
    expect(body.message).toBe(SHOP_NOT_FOUND);
  });
});
