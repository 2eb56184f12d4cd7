import type { PDFImage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { declinationLabel, formatCapacity, sellableLabel } from '../../../src/domain/catalogue/product-label';
import { PRODUCT_KIND_LABELS, PRODUCT_KINDS, type ProductKind } from '../../../src/schema/catalogue/product';
import { htmlToPlainText } from '../../pdf/html-text';
import type { PdfFontFiles } from '../../pdf/fonts';
import { embedRaster } from '../../pdf/images';
import { MUTED, PdfWriter } from '../../pdf/writer';
import type { TechnicalFileSource } from './technical-file.repository';
import { lazy } from '../../../src/domain/shared/lazy';

// The technical file (« fiche technique ») of a wine or a box: one or two A4 pages a wine
// merchant hands to restaurants and shops. Laid out from data already read and formatted
// (technical-file.repository.ts); here only the order and the typography.

/** Loi Évin (Code de la santé publique, L3323-4) and the pregnancy warning. */
export const HEALTH_WARNING = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";
const PREGNANCY_WARNING =
  "La consommation de boissons alcoolisées pendant la grossesse, même en faible quantité, peut avoir des conséquences graves sur la santé de l'enfant.";

export interface TechnicalFileData {
  siteName: string;
  /** PNG or JPEG bytes of the site's logo; without one the site's name is drawn instead. */
  logo: Uint8Array | null;
  productName: string;
  /** « 2022 – 75 cl » for one declination, null for the whole product. */
  declinationLabel: string | null;
  /** Label → value, e.g. ['Appellation', 'Saumur-Champigny']; empty values are skipped. */
  identity: [string, string | null][];
  tastingNotes: string;
  description: string;
  pairings: string[];
  awards: string[];
  /** For a box: « 2 × Saumur blanc 2022 – 75 cl ». */
  boxContents: string[];
  generatedAt: Date;
}

const isProductKind = (kind: string): kind is ProductKind =>
  (PRODUCT_KINDS as readonly string[]).includes(kind);

const WINE_RED = rgb(0.48, 0.17, 0.23);

async function drawHeader(writer: PdfWriter, data: TechnicalFileData): Promise<void> {
  const logo: PDFImage | null = data.logo ? await embedRaster(writer.document, data.logo) : null;
  if (logo) {
    writer.image(logo, 200, 56);
    writer.space(8);
  } else {
    // SVG logos cannot be drawn by pdf-lib: the site's name stands in as a wordmark.
    writer.text(data.siteName, { size: 16, font: 'bold', color: WINE_RED, after: 2 });
  }
  writer.text('Fiche technique', { size: 9, color: MUTED, after: 2 });
  writer.rule(WINE_RED);
  writer.space(6);
}

function section(writer: PdfWriter, title: string, body: string): void {
  if (body.trim() === '') return;
  writer.heading(title);
  writer.text(body, { size: 10, after: 4 });
}

export async function technicalFilePdf(
  data: TechnicalFileData,
  fonts: PdfFontFiles,
): Promise<Uint8Array<ArrayBuffer>> {
  const title = data.declinationLabel ? `${data.productName} ${data.declinationLabel}` : data.productName;
  const writer = await PdfWriter.create(
    {
      title: `Fiche technique – ${title}`,
      author: data.siteName,
      subject: 'Fiche technique',
      keywords: ['fiche technique', data.productName],
      language: 'fr-FR',
      createdAt: data.generatedAt,
    },
    fonts,
  );
  await drawHeader(writer, data);
  writer.text(data.productName, { size: 22, font: 'bold', color: WINE_RED, leading: 1.2, after: 2 });
  if (data.declinationLabel) writer.text(data.declinationLabel, { size: 13, color: MUTED, after: 6 });
  writer.space(6);
  writer.facts(data.identity);
  if (data.boxContents.length > 0) {
    writer.heading('Contenu du coffret');
    for (const item of data.boxContents) writer.text(`• ${item}`, { size: 10 });
  }
  section(writer, 'Notes de dégustation', data.tastingNotes);
  section(writer, 'Présentation', data.description);
  section(writer, 'Accords mets et vins', data.pairings.join(' · '));
  if (data.awards.length > 0) {
    writer.heading('Récompenses');
    for (const award of data.awards) writer.text(`• ${award}`, { size: 10 });
  }
  writer.space(14);
  writer.ensure(50);
  writer.rule();
  writer.text(HEALTH_WARNING, { size: 10, font: 'bold', align: 'center', after: 2 });
  writer.text(PREGNANCY_WARNING, { size: 8, align: 'center', color: MUTED });
  return writer.save((page, pages) => `${data.siteName} – ${title} – page ${page} sur ${pages}`);
}

const percent = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));

function grapesText(grapes: TechnicalFileSource['grapes']): string {
  return grapes.map((grape) => (grape.percent ? `${grape.name} ${grape.percent} %` : grape.name)).join(', ');
}

function distinctJoined(values: (string | null)[]): string | null {
  const distinct = [...new Set(values.filter((value): value is string => value !== null && value !== ''))];
  return distinct.length === 0 ? null : distinct.join(', ');
}

/**
 * The file's content from the catalogue rows: for one declination its vintage and
 * capacity, for the whole product every vintage and capacity it is sold in.
 */
export function technicalFileData(
  source: TechnicalFileSource,
  declinationId: number | null,
  brand: { siteName: string; logo: Uint8Array | null },
  generatedAt: Date,
): TechnicalFileData {
  const { product } = source;
  const chosen = source.declinations.filter(
    (declination) => declinationId === null || declination.id === declinationId,
  );
  const isBox = product.type === 'BOX';
  const vintages = distinctJoined(
    chosen.map((declination) => (declination.year === null ? null : String(declination.year))),
  );
  const capacities = distinctJoined(
    chosen.map((declination) => formatCapacity(declination.capacity, declination.capacityUnit)),
  );
  const single = declinationId === null ? null : (chosen[0] ?? null);
  const detail = single && !isBox ? declinationLabel(single) : '';
  return {
    siteName: brand.siteName,
    logo: brand.logo,
    productName: product.name,
    declinationLabel: detail === '' ? null : detail,
    identity: [
      ['Type', isBox ? 'Coffret' : null],
      ['Référence', product.boxReference],
      ['Couleur', product.kind && isProductKind(product.kind) ? PRODUCT_KIND_LABELS[product.kind] : null],
      ['Appellation', product.appellation],
      ['Région', product.region],
      [single ? 'Millésime' : 'Millésimes', isBox ? null : vintages],
      [single ? 'Contenance' : 'Contenances', isBox ? null : capacities],
      ['Cépages', grapesText(source.grapes)],
      [
        'Degré',
        product.alcoholPercent === null ? null : `${percent().format(product.alcoholPercent)} % vol.`,
      ],
      ['Température de service', product.servingTemperature],
      ['Potentiel de garde', product.ageingPotential],
    ],
    tastingNotes: product.tastingNotes,
    description: htmlToPlainText(product.description),
    pairings: source.pairings,
    awards: source.awards.map((award) =>
      [award.distinction, award.competition, award.year === null ? null : String(award.year)]
        .filter((part): part is string => part !== null && part !== '')
        .join(' – '),
    ),
    boxContents: source.boxItems.map((item) => `${item.quantity} × ${sellableLabel(item.name, item)}`),
    generatedAt,
  };
}

/** « fiche-technique-saumur-champigny-les-perrieres-2022-75-cl.pdf » */
export function technicalFileName(data: Pick<TechnicalFileData, 'productName' | 'declinationLabel'>): string {
  const slug = `${data.productName} ${data.declinationLabel ?? ''}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 80)
    .replace(/-+$/u, '');
  return `fiche-technique-${slug || 'produit'}.pdf`;
}
