import type { ReactElement } from 'react';
import { productStock, stockLabel, stockSettings } from '../../domain/catalogue/stock-label';
import { useT } from '../../i18n/react';
import type { ShopProduct } from '../../schema/catalogue/product';
import { ResponsiveImage } from '../blocks/ResponsiveImage';
import { useSiteView } from '../site-view';
import { badgeWords, lowestPrice, priceSettings } from './price-view';
import { productPath } from './shop-paths';
import { ShopPrice } from './ShopPrice';
import { kindLabel, stockWords } from './shop-words';

// Cards at least 10rem wide (shop.css .product-grid): two a row on a phone, about 14rem beyond.
const PRODUCT_CARD_SIZES = '(min-width: 40rem) 14rem, 50vw';

/** One product in a grid: picture, name, colour and appellation, price from, stock label. */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 2,
}: {
  product: ShopProduct;
  eager?: boolean; // the first cards are above the fold on a phone
  headingLevel?: 2 | 3;
}): ReactElement {
  const { link, parameters } = useSiteView();
  const t = useT();
  const image = product.images[0];
  const price = lowestPrice(priceSettings(parameters), product.declination, badgeWords(t));
  const distinctPrices = new Set(product.declination.map((declination) => declination.price)).size;
  const stock = stockLabel(stockSettings(parameters, stockWords(t)), productStock(product.declination));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [product.kind ? kindLabel(t, product.kind) : t.t('shop.box'), product.appellation].filter(
    Boolean,
  );
  return (
    <li className="product-card">
      <a className="product-card__link" href={link(productPath(product))}>
        {image ? (
          <ResponsiveImage
            className="product-card__img"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={PRODUCT_CARD_SIZES}
            priority={eager ? 'eager' : 'lazy'}
            intrinsicWidth={image.width}
          />
        ) : null}
        <Heading className="product-card__title">{product.name}</Heading>
      </a>
      <p className="product-card__facts">{facts.join(' · ')}</p>
      <ShopPrice price={price} from={distinctPrices > 1} />
      {stock.text ? <p className={`stock stock--${stock.state.toLowerCase()}`}>{stock.text}</p> : null}
    </li>
  );
}
