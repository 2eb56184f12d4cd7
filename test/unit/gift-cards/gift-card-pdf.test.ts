import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderGiftCardPdf } from '../../../worker/provider/gift-cards/gift-card-pdf.ts';
import { pdfFonts } from '../support/pdf-fonts.ts';

// The gift card's PDF opened by poppler's pdftotext, as the recipient's reader shows it.

const folder = mkdtempSync(join(tmpdir(), 'gift-card-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `carte-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const sheet = {
  siteName: 'Massages Bien-Être',
  colour: '#b08d57',
  label: 'Carte cadeau de 80,00 €',
  amountText: 'Carte cadeau de 80,00 €',
  recipientName: 'Julie Martin',
  buyerName: 'Claire Martin',
  message: 'Joyeux anniversaire !',
  code: 'ACDE-FGHJ-KMNP-QRTU',
  validUntil: '2027-12-02',
  balanceUrl: 'http://localhost/bons-cadeaux/solde',
  reference: 'BON-7KQ4MXTA',
  logo: null,
};

/** The images a PDF holds, as poppler's pdfimages lists them (one line per image). */
function pdfImages(bytes: Uint8Array): string[] {
  const file = join(folder, `carte-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const listing = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '');
}

/** A 2 × 2 PNG in the site's gold: the smallest logo a site can upload. */
const PNG_LOGO = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPY0BsORAwQCgAtogZR9a8t6AAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describe('the gift card PDF', () => {
  it('shows the code, the amount, the validity date, who offers it and the message', async () => {
    const text = pdfText(await renderGiftCardPdf(sheet, pdfFonts));
    expect(text).toContain('ACDE-FGHJ-KMNP-QRTU');
    expect(text).toContain('Carte cadeau de 80,00 €');
    expect(text).toContain('Valable jusqu’au 2 décembre 2027 inclus');
    expect(text).toContain('Pour Julie Martin, de la part de Claire Martin');
    expect(text).toContain('« Joyeux anniversaire ! »');
    expect(text).toContain('http://localhost/bons-cadeaux/solde');
  });

  it('names a single-purpose card by its service', async () => {
    const text = pdfText(
      await renderGiftCardPdf(
        { ...sheet, label: 'Massage bien-être 60 min', amountText: 'Valeur 90,00 €' },
        pdfFonts,
      ),
    );
    expect(text).toContain('Massage bien-être 60 min');
    expect(text).toContain('Valeur 90,00 €');
  });

  it('draws the site’s logo in place of its name when it has one', async () => {
    const bytes = await renderGiftCardPdf({ ...sheet, logo: PNG_LOGO }, pdfFonts);
    // The name heads the page only without a logo (the footer names the site either way).
    expect(pdfText(bytes).trimStart().startsWith('Massages Bien-Être')).toBe(false);
    expect(
      pdfText(await renderGiftCardPdf(sheet, pdfFonts))
        .trimStart()
        .startsWith('Massages Bien-Être'),
    ).toBe(true);
    // The QR code is drawn with rectangles, so the logo is the page's one image.
    expect(pdfImages(bytes)).toHaveLength(1);
    expect(pdfImages(await renderGiftCardPdf(sheet, pdfFonts))).toHaveLength(0);
  });
});
