import type { MealIcon } from '../../src/schema/product';

// Meal icons: the dishes a wine goes with (pairings), each an SVG icon and a French label.

const MEAL_ICON_SELECT = 'SELECT id, label, icon_url AS icon FROM meal_icons';

export async function listMealIcons(db: D1Database, siteId: number): Promise<MealIcon[]> {
  const { results } = await db
    .prepare(`${MEAL_ICON_SELECT} WHERE site_id = ? ORDER BY position, id`)
    .bind(siteId)
    .all<MealIcon>();
  return results;
}

export async function findMealIcon(
  db: D1Database,
  siteId: number,
  mealIconId: number,
): Promise<MealIcon | null> {
  return db
    .prepare(`${MEAL_ICON_SELECT} WHERE site_id = ? AND id = ?`)
    .bind(siteId, mealIconId)
    .first<MealIcon>();
}
