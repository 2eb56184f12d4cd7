import type { StockWords } from '../../domain/catalogue/stock-label';
import type { Translator } from '../../i18n/translator';
import type { ProductKind } from '../../schema/catalogue/product';

// The shop's words that travel beyond the catalogue: a kind's name, and the stock texts the
// purchase island receives in its props (it shows them without loading messages).

export const kindLabel = (t: Translator, kind: ProductKind): string => t.t(`shop.kind.${kind}`);

export function stockWords(t: Translator): StockWords {
  return {
    inStock: t.t('stock.inStock'),
    outOfStock: t.t('stock.outOfStock'),
    remainingOne: t.t('stock.remainingOne'),
    remainingMany: t.t('stock.remainingMany', { count: '#' }),
  };
}
