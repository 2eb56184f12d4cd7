import type { ProductPurchaseProps, PurchaseProduct } from '../../../src/ui/islands/ProductPurchase.tsx';

// A vintage wine in two vintages and two capacities, sold by 6, and a box, as the product
// page gives them to the purchase island.

export const vintageWine: PurchaseProduct = {
  id: 3,
  name: 'Saumur-Champigny Les Poyeux',
  slug: 'saumur-champigny-les-poyeux',
  type: { type: 'WINE' },
  isVintage: true,
  hasShippingFees: true,
  declination: [
    {
      id: 31,
      year: 2021,
      price: 18.5,
      discount: null,
      quantity: 40,
      setQuantity: null,
      sellByMultipleOf: 6,
      capacity: 75,
      capacityUnit: 'cl',
    },
    {
      id: 32,
      year: 2021,
      price: 39,
      discount: { type: 'PERCENT', amount: 10 },
      quantity: 3,
      setQuantity: null,
      sellByMultipleOf: 1,
      capacity: 150,
      capacityUnit: 'cl',
    },
    {
      id: 33,
      year: 2022,
      price: 17,
      discount: null,
      quantity: 0,
      setQuantity: null,
      sellByMultipleOf: 6,
      capacity: 75,
      capacityUnit: 'cl',
    },
  ],
  box: null,
  image: '/assets/sample/wine.svg',
};

export const discoveryBox: PurchaseProduct = {
  id: 9,
  name: 'Coffret découverte',
  slug: 'coffret-decouverte',
  type: { type: 'BOX' },
  isVintage: false,
  hasShippingFees: true,
  declination: [
    {
      id: 91,
      year: null,
      price: 89,
      discount: null,
      quantity: 12,
      setQuantity: null,
      sellByMultipleOf: 6,
      capacity: null,
      capacityUnit: null,
    },
  ],
  box: { idProduct: 9, price: 89, discount: null, quantity: 12, reference: 'COF-DEC-6', sellByMultipleOf: 6 },
  image: null,
};

export const purchaseProps = (product: PurchaseProduct, selectedId: number): ProductPurchaseProps => ({
  product,
  selectedId,
  productPath: `/boutique/${product.id}-${product.slug}`,
  fileBase: `/api/product/generate/file/${product.id}`,
  stock: {
    handleStock: true,
    useProductStock: true,
    threshold: 5,
    inStockLabel: 'En stock',
    outOfStockLabel: 'Épuisé',
  },
  prices: { hidePrices: false, hidePercentageDiscount: false },
});
