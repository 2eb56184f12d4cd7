import { appearanceChoice } from '../../domain/site/appearance';
import type { ReactElement } from 'react';
import { sanitizeRichText, safeImageSrc } from '../../domain/shared/rich-text';
import { stockSettings } from '../../domain/catalogue/stock-label';
import { cartRuleSettings } from '../../domain/catalogue/cart-rules';
import { parameterFlag, parameterValue } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import type { Award, ShopProduct } from '../../schema/catalogue/product';
import { Island } from '../islands/island';
import { PRODUCT_PURCHASE_MESSAGES, ProductPurchase } from '../islands/ProductPurchase';
import { useSiteView } from '../site-view';
import { priceSettings } from './price-view';
import { ProductCard } from './ProductCard';
import { purchaseProduct } from './product-view';
import { productPath, SHOP_LIST_PATH, technicalFilePath } from './shop-paths';
import { kindLabel, stockWords } from './shop-words';
import { Stylesheet } from '../document/Stylesheet';
import { ResponsiveImage } from '../blocks/ResponsiveImage';

export interface ProductPageProps {
  product: ShopProduct;
  selectedId: number; // the declination shown first (`?declinaison=`)
  awards: Award[];
  recommended: ShopProduct[];
}

const percent = (t: Translator, value: number) => t.t('product.percent', { value: t.number(value) });

function Facts({ product }: { product: ShopProduct }): ReactElement | null {
  const t = useT();
  const rows: [string, string][] = [];
  if (product.appellation) rows.push([t.t('product.appellation'), product.appellation]);
  if (product.region) rows.push([t.t('product.region'), product.region]);
  if (product.alcohol !== null)
    rows.push([t.t('product.alcohol'), t.t('product.alcoholValue', { value: t.number(product.alcohol) })]);
  if (product.servingTemperature) rows.push([t.t('product.temperature'), product.servingTemperature]);
  if (product.ageingPotential) rows.push([t.t('product.ageing'), product.ageingPotential]);
  if (product.box) rows.push([t.t('product.reference'), product.box.reference]);
  if (rows.length === 0) return null;
  return (
    <dl className="product__facts-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The product page: picture, purchase box (island), texts, grapes, pairings, awards, box contents. */
export function ProductPage({ product, selectedId, awards, recommended }: ProductPageProps): ReactElement {
  const { link, parameters } = useSiteView();
  // The shop's case rule, said here and not only once the cart refuses.
  const { bottleMultiple } = cartRuleSettings({
    BOTTLE_MULTIPLE: parameterValue(parameters, 'BOTTLE_MULTIPLE'),
  });
  const t = useT();
  const image = product.images[0];
  const showGrapes = parameterFlag(parameters, 'SHOW_GRAPE_VARIETY') && product.grapeVarieties.length > 0;
  const kind = product.kind ? kindLabel(t, product.kind) : t.t('shop.box');
  const description = sanitizeRichText(product.description);
  const tastingNotes = sanitizeRichText(product.tastingNotes);
  return (
    <article
      className={
        appearanceChoice(parameters, 'PRODUCT_DETAIL_PAGE_STYLE') === 'WIDE'
          ? 'product product--wide'
          : 'product'
      }
    >
      <Stylesheet name="shop" />
      <p className="product__back">
        <a href={link(SHOP_LIST_PATH)}>{t.t('product.back')}</a>
      </p>
      <div className="product__main">
        {image ? (
          <ResponsiveImage
            className="product__img"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 20rem) 100vw, 20rem"
            priority="lcp"
            intrinsicWidth={image.width}
          />
        ) : null}
        <div className="product__summary">
          <h1 className="page-title product__title">{product.name}</h1>
          <p className="product__kind">{[kind, product.appellation].filter(Boolean).join(' · ')}</p>
          <Island
            name="ProductPurchase"
            chunk="shop"
            component={ProductPurchase}
            messages={PRODUCT_PURCHASE_MESSAGES}
            props={{
              product: purchaseProduct(product),
              selectedId,
              productPath: link(productPath(product)),
              fileBase: technicalFilePath(product.id),
              stock: stockSettings(parameters, stockWords(t)),
              prices: priceSettings(parameters),
            }}
          />
          {bottleMultiple > 1 ? (
            <p className="product__bottle-rule">{t.t('product.bottleRule', { multiple: bottleMultiple })}</p>
          ) : null}
        </div>
      </div>
      {description ? (
        <section className="product__section" aria-labelledby="product-description">
          <h2 id="product-description">{t.t('product.description')}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      {tastingNotes ? (
        <section className="product__section" aria-labelledby="product-tasting">
          <h2 id="product-tasting">{t.t('product.tasting')}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: tastingNotes }} />
        </section>
      ) : null}
      {product.box && product.box.products.length > 0 ? (
        <section className="product__section" aria-labelledby="product-box">
          <h2 id="product-box">{t.t('product.box')}</h2>
          <ul className="product__box-items">
            {product.box.products.map((item) => (
              <li key={item.declinationId}>
                {`${item.quantity} × `}
                <a href={link(productPath({ id: item.idProduct, slug: item.slug, name: item.name }))}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="product__section" aria-labelledby="product-facts">
        <h2 id="product-facts">{t.t('product.facts')}</h2>
        <Facts product={product} />
        {showGrapes ? (
          <>
            <h3>{t.t('product.grapes')}</h3>
            <ul className="product__grapes">
              {product.grapeVarieties.map((grape) => (
                <li key={grape.name}>
                  {grape.percent !== null ? `${grape.name} (${percent(t, grape.percent)})` : grape.name}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {product.mealIcons.length > 0 ? (
        <section className="product__section" aria-labelledby="product-meals">
          <h2 id="product-meals">{t.t('product.meals')}</h2>
          <ul className="product__meals">
            {product.mealIcons.map((meal) => {
              const icon = safeImageSrc(meal.icon);
              return (
                <li key={meal.id} className="product__meal">
                  {icon ? (
                    <img src={icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  ) : null}
                  <span>{meal.label}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {awards.length > 0 ? (
        <section className="product__section" aria-labelledby="product-awards">
          <h2 id="product-awards">{t.t('product.awards')}</h2>
          <ul className="product__awards">
            {awards.map((award) => (
              <li key={award.id}>
                <strong>{award.distinction}</strong>
                {` – ${award.competition}${award.year !== null ? ` ${award.year}` : ''}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recommended.length > 0 ? (
        <section className="product__section" aria-labelledby="product-recommended">
          <h2 id="product-recommended">{t.t('product.recommended')}</h2>
          <ul className="product-grid product-grid--small">
            {recommended.map((other) => (
              <ProductCard key={other.id} product={other} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
