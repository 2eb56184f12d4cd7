import type { Discount } from '../../schema/catalogue/product.ts';

// Price with discount. The provider computes what is charged; this gives
// the shop the same figure to display. Work in integer cents so 19.9 - 10 % is 17.91,
// not 17.910000000000004.

const toCents = (euros: number): number => Math.round(euros * 100);

export function priceWithDiscount(
  price: number,
  discount?: Pick<Discount, 'type' | 'amount' | 'detailType'> | null,
): number {
  if (!discount || discount.detailType === 'SHIPPING_FEES') return price;
  const cents = toCents(price);
  // A negative amount would raise the price: treat it as no discount.
  const amount = Math.max(0, discount.amount);
  const discounted =
    discount.type === 'EURO' ? cents - toCents(amount) : Math.round((cents * (100 - amount)) / 100);
  return Math.max(0, discounted) / 100;
}
