import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { PriceView } from './price-view';

/** A price as the list and the recommendations show it; nothing when prices are hidden. */
export function ShopPrice({ price, from }: { price: PriceView | null; from?: boolean }): ReactElement | null {
  const t = useT();
  if (!price) return null;
  return (
    <p className="shop-price">
      {from ? <span className="shop-price__from">{`${t.t('price.from')} `}</span> : null}
      {price.before !== null ? (
        <del className="price__before">
          <span className="visually-hidden">{`${t.t('price.before')} `}</span>
          {t.euros(price.before)}
        </del>
      ) : null}{' '}
      <strong className="price__final">{t.euros(price.final)}</strong>
      {price.badge ? <span className="price__badge">{` ${price.badge}`}</span> : null}
    </p>
  );
}
