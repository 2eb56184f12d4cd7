import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../../worker/pdf/html-text.ts';
import { rasterKind } from '../../../worker/pdf/images.ts';
import {
  HEALTH_WARNING,
  technicalFilePdf,
  type TechnicalFileData,
} from '../../../worker/provider/catalogue/technical-file.ts';
import { pdfFonts } from '../support/pdf-fonts.ts';
import { readMetadata } from '../support/pdf-documents.ts';

// The technical file's layout, opened by poppler (pdftotext, pdftoppm) as a reader would.

const folder = mkdtempSync(join(tmpdir(), 'technical-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function open(bytes: Uint8Array, name: string): { text: string; pages: number } {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '30', '-png', file, join(folder, name)]);
  const pages = readdirSync(folder).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'));
  return { text, pages: pages.length };
}

// A 1×1 red PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

const data = (overrides: Partial<TechnicalFileData> = {}): TechnicalFileData => ({
  siteName: 'Domaine des Coteaux de Loire',
  logo: null,
  productName: 'Saumur-Champigny Les Perrières',
  declinationLabel: '2022 – 75 cl',
  identity: [
    ['Couleur', 'Rouge'],
    ['Appellation', 'Saumur-Champigny'],
    ['Cépages', 'Cabernet franc 100 %'],
    ['Degré', null],
  ],
  tastingNotes: 'Robe grenat, nez de fruits rouges et de violette ; bouche ronde, tanins fins.',
  description: 'Vignes de 40 ans sur le tuffeau.',
  pairings: ['Viandes rouges', 'Fromages'],
  awards: ["Médaille d'or – Concours des vins du Val de Loire 2023"],
  boxContents: [],
  generatedAt: new Date('2026-11-23T10:00:00Z'),
  ...overrides,
});

describe('technical file PDF', () => {
  it('opens in poppler and shows the product, its identity, pairings, awards and the health mention', async () => {
    const { text, pages } = open(await technicalFilePdf(data(), pdfFonts), 'wine');
    expect(pages).toBe(1);
    expect(text).toContain('Saumur-Champigny Les Perrières');
    expect(text).toContain('2022 – 75 cl');
    expect(text).toContain('Domaine des Coteaux de Loire');
    expect(text).toContain('Cabernet franc 100 %');
    expect(text).toContain('Robe grenat');
    expect(text).toContain('Viandes rouges');
    expect(text).toContain("Médaille d'or");
    expect(text).toContain(HEALTH_WARNING);
    expect(text).not.toContain('Degré'); // empty facts are left out
  });

  it('draws a PNG logo instead of the name', async () => {
    const bytes = await technicalFilePdf(data({ logo: PNG }), pdfFonts);
    const { text } = open(bytes, 'logo');
    expect(text.split('\n')[0]).not.toContain('Domaine des Coteaux de Loire');
    expect(text).toContain('Fiche technique');
  });

  it('lists what a box holds', async () => {
    const { text } = open(
      await technicalFilePdf(
        data({
          productName: 'Coffret découverte',
          declinationLabel: null,
          boxContents: ['2 × Saumur blanc 2022 – 75 cl'],
        }),
        pdfFonts,
      ),
      'box',
    );
    expect(text).toContain('Contenu du coffret');
    expect(text).toContain('2 × Saumur blanc 2022 – 75 cl');
  });

  it('flows long notes onto a second page and draws a character the font lacks as a replacement', async () => {
    const long = Array.from(
      { length: 60 },
      (_, index) => `Paragraphe ${index + 1} : un long texte de dégustation\u202f!`,
    ).join('\n');
    const { text, pages } = open(
      await technicalFilePdf(data({ tastingNotes: `${long} 🍷` }), pdfFonts),
      'long',
    );
    expect(pages).toBe(2);
    expect(text).toContain('Paragraphe 60');
    expect(text).toContain('page 2 sur 2');
    // The emoji was dropped in silence; it is now a visible U+FFFD.
    expect(text).toContain('Paragraphe 60 : un long texte de dégustation ! \ufffd');
  });

  it('prints Polish, Greek and Cyrillic text intact, with bold headings, its metadata and Lang', async () => {
    const bytes = await technicalFilePdf(
      data({
        siteName: 'Winnica Świętokrzyska',
        productName: 'Żubrówka Dziękuję',
        tastingNotes: 'Γιώργος Παπαδόπουλος : φρούτα. Дмитрий Иванов : фрукты.',
        awards: ['Złoty medal – Łódź 2024'],
      }),
      pdfFonts,
    );
    const { text } = open(bytes, 'scripts');
    for (const expected of [
      'Winnica Świętokrzyska',
      'Żubrówka Dziękuję',
      'Γιώργος Παπαδόπουλος : φρούτα. Дмитрий Иванов : фрукты.',
      'Złoty medal – Łódź 2024',
    ]) {
      expect(text).toContain(expected);
    }
    const fonts = execFileSync('pdffonts', [join(folder, 'scripts.pdf')], { encoding: 'utf8' });
    expect(fonts).toMatch(/DejaVuSans-Bold\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(fonts).toMatch(/DejaVuSans-\d+\s+CID TrueType\s+Identity-H\s+yes/);
    expect(await readMetadata(bytes)).toEqual({
      title: 'Fiche technique – Żubrówka Dziękuję 2022 – 75 cl',
      author: 'Winnica Świętokrzyska',
      producer: 'pdf-lib',
      language: 'fr-FR',
    });
    expect(bytes.byteLength).toBeLessThan(60_000);
  });
});

describe('rich text to plain text', () => {
  it('keeps paragraphs and list items, drops tags and decodes entities', () => {
    expect(
      htmlToPlainText(
        '<p>Un vin <strong>franc</strong> &amp; droit.</p><ul><li>Gibier</li><li>Fromages</li></ul>',
      ),
    ).toBe('Un vin franc & droit.\n- Gibier\n- Fromages');
    expect(htmlToPlainText('Ligne<br>suivante &#233;t&#xE9; &laquo;&nbsp;oui&nbsp;&raquo;')).toBe(
      'Ligne\nsuivante été « oui »',
    );
  });
});

describe('raster images', () => {
  it('recognises PNG and JPEG by their bytes only', () => {
    expect(rasterKind(PNG)).toBe('png');
    expect(rasterKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(rasterKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
