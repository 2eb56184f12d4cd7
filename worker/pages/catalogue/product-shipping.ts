import { splitFrenchAddress } from '../../../src/domain/site/local-business';
import type { ProviderClient } from '../../../src/provider/client';
import { ProviderError } from '../../../src/provider/provider-error';
import { parameterValue, type ParameterMap } from '../../../src/schema/site/parameter';
import type { ShopProduct } from '../../../src/schema/catalogue/product';

// The shipping price a product page states in its JSON-LD offers: what the shop's own
// quote (POST /calculate/shipping-fees) asks for one unit of the declination shown, delivered in
// France — to the business's own postal code, the nearest thing to « any French address » a
// zone-by-postal-code price has. The cheapest option; null when no carrier delivers it.

const ANY_FRENCH_POSTAL_CODE = '75001';

export async function cheapestShipping(
  parameters: ParameterMap,
  product: ShopProduct,
  idDeclination: number,
  provider: ProviderClient,
): Promise<number | null> {
  const office = splitFrenchAddress(parameterValue(parameters, 'COMPANY_HEAD_OFFICE') ?? '');
  const postalCode = typeof office?.postalCode === 'string' ? office.postalCode : ANY_FRENCH_POSTAL_CODE;
  try {
    const options = await provider.shippingFees({
      products: [{ idProduct: product.id, idDeclination, quantity: 1 }],
      postalCode,
      country: 'FR',
    });
    const prices = options
      .filter((option) => option.deliveryType === 'DELIVERY')
      .map((option) => option.price);
    return prices.length > 0 ? Math.min(...prices) : null;
  } catch (error) {
    // No carrier for this address (400) or a shop without delivery: the offer states no price.
    if (error instanceof ProviderError && error.status < 500) return null;
    throw error;
  }
}
