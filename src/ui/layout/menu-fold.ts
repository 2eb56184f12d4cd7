import type { PageSummary } from '../../schema/content/page';

// The desktop menu keeps to one row at 1280 px; what does not fit folds into a
// « Plus » disclosure. The server decides, from the labels' lengths and what else shares the
// header row, so the browser computes nothing and nothing moves once the page is shown.
// The widths are estimates for the menu's font (0.98rem, weight 500); they err on the wide
// side, so a fold comes one entry early rather than a second row.

/** The header row's inner width at 1280 px (max-width 1280 px less the 1.25 rem paddings). */
export const HEADER_ROW_WIDTH = 1240;
const CHARACTER_WIDTH = 8.4; // px, an average letter of the menu font (measured 8), rounded up
const LINK_PADDING = 23; // px, 0.7 rem each side
const SUBMENU_TOGGLE = 44; // px, the 2.75 rem chevron of an entry with children
const MORE_BUTTON = 76; // px, « Plus » and its chevron (measured 66)
const GAP = 16; // px, 1 rem between the header row's parts

const menuLabel = (page: PageSummary): string => page.menuTitle ?? page.title;

/** The estimated width of one top-level entry. */
export function entryWidth(page: PageSummary, hasChildren: boolean): number {
  const icon = page.menuIcon ? 2 : 0;
  return (
    LINK_PADDING + (menuLabel(page).length + icon) * CHARACTER_WIDTH + (hasChildren ? SUBMENU_TOGGLE : 0)
  );
}

export interface HeaderNeighbours {
  /** The logo's width, or 0 when it has its own row (logo centred). */
  logo: number;
  search: boolean;
  languages: number; // how many languages the switcher lists (1: no switcher)
  icons: number; // account and cart icons shown
  rightMenu: PageSummary[]; // the pages fixed on the right
  /** The labels of links the platform adds beside the menu (« Prendre rendez-vous »). */
  links?: string[];
}

const SEARCH_WIDTH = 230; // px, the 11 rem box and its magnifier button
const LANGUAGE_WIDTH = 78; // px, one language name in the switcher
const ICON_WIDTH = 50; // px, a 2.75 rem icon and its gap

/** What is left for the main menu on the header row at 1280 px. */
export function menuRoom(neighbours: HeaderNeighbours): number {
  const parts = [
    neighbours.logo,
    neighbours.search ? SEARCH_WIDTH : 0,
    neighbours.languages > 1 ? neighbours.languages * LANGUAGE_WIDTH : 0,
    neighbours.icons * ICON_WIDTH,
    neighbours.rightMenu.reduce((sum, page) => sum + entryWidth(page, page.children.length > 0), 0),
    (neighbours.links ?? []).reduce((sum, label) => sum + LINK_PADDING + label.length * CHARACTER_WIDTH, 0),
  ].filter((width) => width > 0);
  return HEADER_ROW_WIDTH - parts.reduce((sum, width) => sum + width, 0) - GAP * parts.length;
}

/**
 * How many entries stay in the row: all of them when they fit, otherwise as many as fit beside
 * the « Plus » button (at least one, so the row never holds only « Plus »).
 */
export function entriesInRow(widths: number[], room: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= room) return widths.length;
  let used = MORE_BUTTON;
  let count = 0;
  for (const width of widths) {
    if (used + width > room) break;
    used += width;
    count++;
  }
  return Math.max(1, count);
}
