import { labelledItemAdmin } from './labelled-item-admin';
import {
  deleteVariationStatements,
  findVariation,
  insertVariationStatement,
  listVariations,
  updateVariationStatements,
  variationLabelTaken,
} from './variation.repository';

// The owner's variations (« Fût de chêne », « Brut »…): labels a declination may carry. A
// rename follows on the declinations; a delete takes the label off them.

export const {
  list: adminVariations,
  find: findAdminVariation,
  create: createVariation,
  update: updateVariation,
  remove: deleteVariation,
} = labelledItemAdmin({
  notFound: "Cette variation n'existe pas.",
  taken: 'Une variation porte déjà ce libellé.',
  list: (db, siteId) => listVariations(db, siteId),
  find: findVariation,
  labelTaken: variationLabelTaken,
  insert: insertVariationStatement,
  update: updateVariationStatements,
  remove: deleteVariationStatements,
});
