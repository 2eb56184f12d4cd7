import { describe, expect, it } from 'vitest';
import {
  capacityLabel,
  declinationChoice,
  declinationHref,
  selectedDeclination,
} from '../../../src/ui/shop/declination-view.ts';
import { euros, lowestPrice, priceView, type PriceSettings } from '../../../src/ui/shop/price-view.ts';

const shown: PriceSettings = { hidePrices: false, hidePercentageDiscount: false };
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('price view', () => {
  it('shows the price alone without a discount', () => {
    expect(priceView(shown, { price: 14.5 })).toEqual({ final: 14.5, before: null, badge: null });
  });

  it('applies the discount by the pricing rule, with the struck price and a badge', () => {
    expect(priceView(shown, { price: 19.9, discount: { type: 'PERCENT', amount: 10 } })).toEqual({
      final: 17.91,
      before: 19.9,
      badge: '-10 %',
    });
    const euro = priceView(shown, { price: 20, discount: { type: 'EURO', amount: 3 } });
    expect(euro?.final).toBe(17);
    expect(nbsp(euro?.badge ?? '')).toBe('-3,00 €');
  });

  it('hides the percentage badge with HIDE_PERCENTAGE_DISCOUNT, not the struck price', () => {
    expect(
      priceView(
        { ...shown, hidePercentageDiscount: true },
        { price: 20, discount: { type: 'PERCENT', amount: 25 } },
      ),
    ).toEqual({ final: 15, before: 20, badge: null });
  });

  it('shows no figure at all with HIDE_PRICES', () => {
    expect(priceView({ ...shown, hidePrices: true }, { price: 20 })).toBeNull();
    expect(lowestPrice({ ...shown, hidePrices: true }, [{ price: 20 }])).toBeNull();
  });

  it('ignores a shipping-fee discount for the price', () => {
    expect(
      priceView(shown, { price: 20, discount: { type: 'EURO', amount: 5, detailType: 'SHIPPING_FEES' } }),
    ).toEqual({ final: 20, before: null, badge: null });
  });

  it('finds the lowest price after discount', () => {
    expect(
      lowestPrice(shown, [
        { price: 30 },
        { price: 25, discount: { type: 'PERCENT', amount: 20 } },
        { price: 21 },
      ])?.final,
    ).toBe(20);
    expect(lowestPrice(shown, [])).toBeNull();
  });

  it('formats euros the French way', () => {
    expect(nbsp(euros(1234.5))).toBe('1 234,50 €');
  });
});

const d = (id: number, year: number | null, capacity: number | null, capacityUnit: string | null = 'cl') => ({
  id,
  year,
  capacity,
  capacityUnit,
});

describe('declination labels', () => {
  it('reads capacities and vintages', () => {
    expect(capacityLabel(d(1, 2022, 37.5))).toBe('37,5 cl');
    expect(capacityLabel(d(1, 2022, 1.5, 'L'))).toBe('1,5 L');
    expect(capacityLabel(d(1, 2022, null))).toBe('');
  });

  it('takes the asked declination from the URL, else the first', () => {
    const list = [d(4, 2021, 75), d(9, 2022, 75)];
    expect(selectedDeclination(list, '9')?.id).toBe(9);
    expect(selectedDeclination(list, '12')?.id).toBe(4);
    expect(selectedDeclination(list, 'abc')?.id).toBe(4);
    expect(selectedDeclination(list, null)?.id).toBe(4);
    expect(selectedDeclination([], '4')).toBeNull();
    expect(declinationHref('/boutique/3-saumur', 9)).toBe('/boutique/3-saumur?declinaison=9');
  });
});

describe('vintage × capacity choice', () => {
  // 2021 in 75 cl and 150 cl, 2022 in 75 cl only.
  const list = [d(1, 2021, 75), d(2, 2021, 150), d(3, 2022, 75)];

  it('offers each vintage (newest first) and each capacity, marking the current ones', () => {
    const choice = declinationChoice(list, d(2, 2021, 150));
    expect(choice.years.map((option) => [option.label, option.current])).toEqual([
      ['2022', false],
      ['2021', true],
    ]);
    expect(choice.capacities.map((option) => [option.label, option.current])).toEqual([
      ['75 cl', false],
      ['150 cl', true],
    ]);
  });

  it('keeps the capacity when the other vintage has it, else takes that vintage’s first', () => {
    const from150 = declinationChoice(list, d(2, 2021, 150));
    expect(from150.years.find((option) => option.label === '2022')?.declinationId).toBe(3);
    const from75 = declinationChoice(list, d(1, 2021, 75));
    expect(from75.years.find((option) => option.label === '2022')?.declinationId).toBe(3);
    const in2022 = declinationChoice(list, d(3, 2022, 75));
    expect(in2022.capacities.find((option) => option.label === '150 cl')?.declinationId).toBe(2);
    expect(in2022.years.find((option) => option.label === '2021')?.declinationId).toBe(1);
  });

  it('marks a capacity the current vintage lacks with the vintage it leads to', () => {
    const in2022 = declinationChoice(list, d(3, 2022, 75));
    expect(in2022.capacities.map((option) => [option.label, option.otherVintage])).toEqual([
      ['75 cl', undefined],
      ['150 cl', '2021'],
    ]);
    // In 2021 both capacities exist: nothing to flag.
    const in2021 = declinationChoice(list, d(1, 2021, 75));
    expect(in2021.capacities.every((option) => option.otherVintage === undefined)).toBe(true);
  });

  it('leaves out a group with nothing to choose', () => {
    const single = declinationChoice([d(5, null, 50)], d(5, null, 50));
    expect(single).toEqual({ years: [], capacities: [] });
    const oneVintage = declinationChoice([d(1, 2020, 75), d(2, 2020, 150)], d(1, 2020, 75));
    expect(oneVintage.years).toEqual([]);
    expect(oneVintage.capacities).toHaveLength(2);
  });
});
