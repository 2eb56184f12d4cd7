import type { ShippingFeesInput } from '../../../src/schema/delivery';
import { badRequest } from '../../errors';
import { UNAVAILABLE_PRODUCT } from '../catalogue/cart-validation';
import { findProduct } from '../catalogue/product.repository';
import { loadSellables } from '../catalogue/sellable.repository';
import type { QuoteLine } from './shipping-quote';

// The lines of a POST /calculate/shipping-fees body, priced from D1 (never the client's
// figures). The quote is not the cart validation: stock and bottle rules are checked by
// POST /order/validate and POST /order; here only the products must exist on this site.

/**
 * Each {idProduct, idDeclination, quantity} as a quote line. Without idDeclination the
 * product's first declination stands for it (a box has exactly one). An unknown product or
 * declination, another site's, or a declination of another product: French 400.
 */
export async function shippingLines(
  db: D1Database,
  siteId: number,
  products: ShippingFeesInput['products'],
): Promise<{ lines: QuoteLine[]; subtotalCents: number }> {
  const resolved = await Promise.all(
    products.map(async (line) => {
      if (line.idDeclination !== null && line.idDeclination !== undefined)
        return { ...line, declinationId: line.idDeclination };
      const product = await findProduct(db, siteId, line.idProduct);
      const first = product?.declination[0]?.id;
      if (first === undefined) throw badRequest(UNAVAILABLE_PRODUCT, { products: UNAVAILABLE_PRODUCT });
      return { ...line, declinationId: first };
    }),
  );
  const sellables = await loadSellables(
    db,
    siteId,
    resolved.map((line) => line.declinationId),
  );
  const lines = resolved.map((line) => {
    const sellable = sellables.get(line.declinationId);
    if (!sellable || sellable.productId !== line.idProduct) {
      throw badRequest(UNAVAILABLE_PRODUCT, { products: UNAVAILABLE_PRODUCT });
    }
    return { sellable, quantity: line.quantity, lineTotalCents: sellable.unitPriceCents * line.quantity };
  });
  return { lines, subtotalCents: lines.reduce((total, line) => total + line.lineTotalCents, 0) };
}
