import { describe, expect, test } from 'vitest';
import type { PageSummary } from '../../../src/schema/content/page';
import { entriesInRow, entryWidth, HEADER_ROW_WIDTH, menuRoom } from '../../../src/ui/layout/menu-fold';

// 15 entries wrapped the desktop menu to three rows; the server now folds what does
// not fit one row at 1280 px into « Plus ».

const page = (title: string, children: PageSummary[] = []): PageSummary =>
  ({ title, menuTitle: null, menuIcon: null, children }) as unknown as PageSummary;

describe('menu fold', () => {
  test('keeps every entry when they fit', () => {
    expect(entriesInRow([100, 120, 90], 400)).toBe(3);
  });

  test('folds the entries that do not fit beside the « Plus » button', () => {
    // 390 px do not fit in 350; beside the 76 px of « Plus », 100 + 120 do, the third does not.
    expect(entriesInRow([100, 120, 90, 80], 350)).toBe(2);
    expect(entriesInRow([500, 100], 300)).toBe(1); // never « Plus » alone
  });

  test('the massage site’s fifteen entries fold to one row at 1280 px', () => {
    const titles = [
      'Accueil',
      'Les massages',
      'Autres soins',
      'Enfants et ados',
      'À domicile',
      'En entreprise',
      'En EHPAD',
      'Qui suis-je ?',
      'Contact',
      'Ateliers',
      'Avis',
      'Galerie',
      'Prestations',
      'Blog',
      'Actualités',
    ];
    const widths = titles.map((title, index) => entryWidth(page(title), index === 1));
    const room = menuRoom({ logo: 180, search: true, languages: 1, icons: 1, rightMenu: [] });
    const inRow = entriesInRow(widths, room);
    expect(inRow).toBeGreaterThan(2);
    expect(inRow).toBeLessThan(titles.length);
    expect(widths.slice(0, inRow).reduce((sum, width) => sum + width, 0) + 76).toBeLessThanOrEqual(room);
  });

  test('the room shrinks with what shares the row', () => {
    const bare = menuRoom({ logo: 0, search: false, languages: 1, icons: 0, rightMenu: [] });
    expect(bare).toBe(HEADER_ROW_WIDTH);
    const busy = menuRoom({ logo: 240, search: true, languages: 2, icons: 2, rightMenu: [page('Boutique')] });
    expect(busy).toBeLessThan(bare - 240 - 230 - 2 * 78 - 2 * 50);
  });

  test('leaves room for the links the platform adds beside the menu (online booking)', () => {
    const without = menuRoom({ logo: 180, search: false, languages: 1, icons: 1, rightMenu: [] });
    const withBooking = menuRoom({
      logo: 180,
      search: false,
      languages: 1,
      icons: 1,
      rightMenu: [],
      links: ['Prendre rendez-vous'],
    });
    // The label's letters, its paddings and one more gap between the row's parts.
    expect(without - withBooking).toBeGreaterThan('Prendre rendez-vous'.length * 8 + 16);
  });
});
