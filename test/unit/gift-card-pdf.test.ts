import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderGiftCardPdf } from '../../worker/provider/gift-cards/gift-card-pdf.ts';
import { pdfFonts } from './support/pdf-fonts.ts';

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
};

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
});
