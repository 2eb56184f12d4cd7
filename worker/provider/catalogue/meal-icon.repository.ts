import type { MealIcon } from '../../../src/schema/catalogue/product';
import type { MealIconInput } from '../../../src/schema/catalogue/product-admin';
import { all, first, mapRows, rowReader } from '../shared/d1';
import { overlayValues, type LocaleScope } from '../translation/public';

// Meal icons: the dishes a wine goes with (pairings), each an SVG icon and a French label.

const MEAL_ICON_SELECT = 'SELECT id, label, icon_url FROM meal_icons';
const readMealIcon = mapRows(
  rowReader({ id: 'number', label: 'string', icon_url: 'string' }),
  (row): MealIcon => ({ id: row.id, label: row.label, icon: row.icon_url }),
);

/** The site's meal icons; in a non-default locale `scope`, their translated labels. */
export async function listMealIcons(
  db: D1Database,
  siteId: number,
  scope?: LocaleScope,
): Promise<MealIcon[]> {
  const icons = await all(
    db.prepare(`${MEAL_ICON_SELECT} WHERE site_id = ? ORDER BY position, id`).bind(siteId),
    readMealIcon,
  );
  const translated = await overlayValues(
    db,
    siteId,
    'mealIcon',
    scope,
    icons.map((icon) => icon.id),
  );
  return icons.map((icon) => ({ ...icon, label: translated.get(icon.id)?.label ?? icon.label }));
}

export async function findMealIcon(
  db: D1Database,
  siteId: number,
  mealIconId: number,
): Promise<MealIcon | null> {
  return first(
    db.prepare(`${MEAL_ICON_SELECT} WHERE site_id = ? AND id = ?`).bind(siteId, mealIconId),
    readMealIcon,
  );
}

// --- Admin writes ---------------------------------------------------------------------------

export async function mealIconLabelTaken(
  db: D1Database,
  siteId: number,
  label: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM meal_icons WHERE site_id = ? AND label = ? AND id IS NOT ?')
    .bind(siteId, label, exceptId)
    .first();
  return row !== null;
}

export function insertMealIconStatement(db: D1Database, siteId: number, input: MealIconInput) {
  return db
    .prepare(
      `INSERT INTO meal_icons (site_id, label, icon_url, position)
       VALUES (?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM meal_icons WHERE site_id = ?)))
       RETURNING id`,
    )
    .bind(siteId, input.label, input.icon, input.order ?? null, siteId);
}

export function updateMealIconStatement(
  db: D1Database,
  siteId: number,
  mealIconId: number,
  input: MealIconInput,
) {
  return db
    .prepare(
      'UPDATE meal_icons SET label = ?, icon_url = ?, position = COALESCE(?, position) WHERE site_id = ? AND id = ?',
    )
    .bind(input.label, input.icon, input.order ?? null, siteId, mealIconId);
}

/** The pairings that used the icon go with it (ON DELETE CASCADE). */
export function deleteMealIconStatement(db: D1Database, siteId: number, mealIconId: number) {
  return db.prepare('DELETE FROM meal_icons WHERE site_id = ? AND id = ?').bind(siteId, mealIconId);
}
