import { labelledItemAdmin } from './labelled-item-admin';
import {
  deleteMealIconStatement,
  findMealIcon,
  insertMealIconStatement,
  listMealIcons,
  mealIconLabelTaken,
  updateMealIconStatement,
} from './meal-icon.repository';

// The owner's meal icons (pairings shown on product pages and technical files): a label unique
// on the site; a delete takes the pairings that use it along.

export const {
  list: adminMealIcons,
  find: findAdminMealIcon,
  create: createMealIcon,
  update: updateMealIcon,
  remove: deleteMealIcon,
} = labelledItemAdmin({
  notFound: "Cette icône de mets n'existe pas.",
  taken: 'Une icône de mets porte déjà ce nom.',
  list: (db, siteId) => listMealIcons(db, siteId),
  find: findMealIcon,
  labelTaken: mealIconLabelTaken,
  insert: insertMealIconStatement,
  update: (db, siteId, current, input) => [updateMealIconStatement(db, siteId, current.id, input)],
  remove: (db, siteId, current) => [deleteMealIconStatement(db, siteId, current.id)],
});
