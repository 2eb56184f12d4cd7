import type { Translator } from '../../../src/i18n/translator';
import { NO_FILTER, type ShopFilter } from '../../../src/ui/shop/shop-paths';

// What makes one shop list page differ from another (no two pages share a title or a
// description): the colour, the label, the search and a sort other than the default, named in
// the visitor's language. '' for the plain list.

export function shopSelection(filter: ShopFilter, t: Translator): string {
  return [
    filter.kind ? t.t(`shop.kind.${filter.kind}`) : '',
    filter.tag ?? '',
    filter.search ? `« ${filter.search} »` : '',
    filter.sort !== NO_FILTER.sort ? t.t(`shop.sort.${filter.sort}`) : '',
  ]
    .filter(Boolean)
    .join(', ');
}
