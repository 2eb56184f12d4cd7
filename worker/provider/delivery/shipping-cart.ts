import type { ShippingFeesInput } from '../../../src/schema/delivery/delivery';
import { UNAVAILABLE_PRODUCT } from '../catalogue/cart-validation';
import { findProduct } from '../catalogue/product.repository';
import { loadSellables } from '../catalogue/sellable.repository';
import { failure, success, type Result } from '../shared/result';
import type { QuoteLine } from './shipping-quote';

// The lines of a POST /calculate/shipping-fees body, priced from D1 (never the client's
// figures). The quote is not the cart validation: stock and bottle rules are checked by
// POST /order/validate and POST /order; here only the products must exist on this site.

const unavailable = () =>
  failure('PRODUCT_UNAVAILABLE', UNAVAILABLE_PRODUCT, { products: UNAVAILABLE_PRODUCT });

/**
 * Each {idProduct, idDeclination, quantity} as a quote line. Without idDeclination the
 * product's first declination stands for it (a box has exactly one). An unknown product or
 * declination, another site's, or a declination of another product: PRODUCT_UNAVAILABLE.
 */
export async function shippingLines(
  db: D1Database,
  siteId: number,
  products: ShippingFeesInput['products'],
): Promise<Result<{ lines: QuoteLine[]; subtotalCents: number }, 'PRODUCT_UNAVAILABLE'>> {
  const resolved = await Promise.all(
    products.map(async (line) => {
      if (line.idDeclination !== null && line.idDeclination !== undefined)
        return { ...line, declinationId: line.idDeclination };
      const product = await findProduct(db, siteId, line.idProduct);
      return { ...line, declinationId: product?.declination[0]?.id };
    }),
  );
  const sellables = await loadSellables(
    db,
    siteId,
    resolved.flatMap((line) => (line.declinationId === undefined ? [] : [line.declinationId])),
  );
  const lines: QuoteLine[] = [];
  for (const line of resolved) {
    if (line.declinationId === undefined) return unavailable();
    const sellable = sellables.get(line.declinationId);
    if (!sellable || sellable.productId !== line.idProduct) return unavailable();
    lines.push({
      sellable,
      quantity: line.quantity,
      lineTotalCents: sellable.unitPriceCents * line.quantity,
    });
  }
  return success({ lines, subtotalCents: lines.reduce((total, line) => total + line.lineTotalCents, 0) });
}
