import { rgb, type RGB } from 'pdf-lib';
import { encode } from 'uqr';
import { frenchDate } from '../../../src/domain/shared/french-date';
import type { PdfFontFiles } from '../../pdf/fonts';
import { embedRaster } from '../../pdf/images';
import { MUTED, PdfWriter } from '../../pdf/writer';

// The card as the recipient prints or shows it: the site's logo (or its name in its colour), what the card
// is for, who offers it and their message, the code as text, the last day it can be spent and
// where to check its balance, then the code as a QR code (the owner's counter screen reads it
// from a phone). One A4 page, drawn with the invoices' PDF writer.

export interface GiftCardSheet {
  siteName: string;
  /** PRIMARY_COLOR, '#b08d57'. */
  colour: string;
  label: string;
  amountText: string;
  recipientName: string;
  buyerName: string;
  message: string;
  /** Grouped for reading: 'ACDE-FGHJ-KMNP-QRTU'. */
  code: string;
  validUntil: string;
  balanceUrl: string;
  reference: string;
  /** PNG or JPEG bytes of the site's logo; without one the site's name is drawn instead. */
  logo: Uint8Array | null;
}

function colourOf(hex: string): RGB {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return rgb(0.69, 0.55, 0.34);
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255);
  return rgb(r ?? 0, g ?? 0, b ?? 0);
}

/** The card's PDF bytes. */
export async function renderGiftCardPdf(
  sheet: GiftCardSheet,
  fonts: PdfFontFiles,
): Promise<Uint8Array<ArrayBuffer>> {
  const colour = colourOf(sheet.colour);
  const writer = await PdfWriter.create(
    {
      title: `Carte cadeau ${sheet.reference}`,
      author: sheet.siteName,
      subject: sheet.label,
      language: 'fr-FR',
      createdAt: new Date(),
    },
    fonts,
  );
  const logo = sheet.logo ? await embedRaster(writer.document, sheet.logo) : null;
  if (logo) {
    writer.image(logo, 220, 60);
    writer.space(6);
  } else {
    writer.text(sheet.siteName, { size: 22, font: 'bold', color: colour, after: 4 });
  }
  writer.rule(colour);
  writer.space(18);
  writer.text('Carte cadeau', { size: 14, color: MUTED, after: 2 });
  writer.text(sheet.label, { size: 26, font: 'bold', after: 2 });
  if (sheet.amountText !== sheet.label) writer.text(sheet.amountText, { size: 16, after: 2 });
  writer.space(12);
  writer.text(`Pour ${sheet.recipientName}, de la part de ${sheet.buyerName}`, { size: 12, after: 6 });
  if (sheet.message) writer.text(`« ${sheet.message} »`, { size: 12, color: MUTED, after: 6 });
  writer.space(14);
  writer.text('Votre code', { size: 10, color: MUTED });
  writer.text(sheet.code, { size: 20, font: 'bold', color: colour, after: 6 });
  writer.text(`Valable jusqu’au ${frenchDate(sheet.validUntil)} inclus`, { size: 12, after: 4 });
  writer.text(`Solde et validité : ${sheet.balanceUrl}`, { size: 9, color: MUTED, after: 18 });
  writer.text('Le même code en QR code, à présenter au moment de payer :', {
    size: 10,
    color: MUTED,
    after: 6,
  });
  drawQr(writer, sheet.code);
  return writer.save(() => `${sheet.siteName} – carte ${sheet.reference}`);
}

/**
 * The code's QR code under the text, with its quiet zone: beside the title it ran under a long
 * label (a named box, a large amount), so it takes the space below, which the page always has.
 */
function drawQr(writer: PdfWriter, code: string): void {
  const qr = encode(code, { ecc: 'M', border: 2 });
  const side = 130;
  const cell = side / qr.size;
  const page = writer.document.getPage(0);
  const x0 = writer.margin;
  const y0 = writer.y - side;
  page.drawRectangle({ x: x0, y: y0, width: side, height: side, color: rgb(1, 1, 1) });
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) {
        page.drawRectangle({
          x: x0 + x * cell,
          y: y0 + side - (y + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }
    }),
  );
}
