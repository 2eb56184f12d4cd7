import { useId, type ReactElement } from 'react';
import { productsBlockKey } from '../../domain/catalogue/products-block';
import type { ShopProduct } from '../../schema/catalogue/product';
import type { PageBlock } from '../../schema/content/page-block';
import { useBlockData } from '../blocks/block-data';
import { Stylesheet } from '../document/Stylesheet';
import { ProductCard } from './ProductCard';

type ProductBlockData = Extract<PageBlock, { kind: 'PRODUCT' }>['data'];
type ProductsBlockData = Extract<PageBlock, { kind: 'PRODUCTS' }>['data'];

/** Shop products on a content page, as the shop's cards (photo, name, price, link), under the
 * block's title when it has one. */
function ProductsSection({
  kind,
  title,
  products,
}: {
  kind: 'product' | 'products';
  title: string | undefined;
  products: readonly ShopProduct[];
}): ReactElement {
  const titleId = useId();
  return (
    <section className={`block block-${kind}`} aria-labelledby={title ? titleId : undefined}>
      <Stylesheet name="shop" />
      {title ? (
        <h2 id={titleId} className={`block-${kind}__title`}>
          {title}
        </h2>
      ) : null}
      <ul className={products.length === 1 ? 'product-grid product-grid--small' : 'product-grid'}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} headingLevel={title ? 3 : 2} />
        ))}
      </ul>
    </section>
  );
}

/** One chosen product; nothing once it is gone or unpublished. */
export function ProductBlock({ data }: { data: ProductBlockData }): ReactElement | null {
  const product = useBlockData().blockProducts.get(data.productId);
  if (!product) return null;
  return <ProductsSection kind="product" title={data.title} products={[product]} />;
}

/** The products of a tag and/or kind, in the owner's order; nothing when none is published. */
export function ProductsBlock({ data }: { data: ProductsBlockData }): ReactElement | null {
  const products = useBlockData().productLists.get(productsBlockKey(data)) ?? [];
  if (products.length === 0) return null;
  return <ProductsSection kind="products" title={data.title} products={products} />;
}
