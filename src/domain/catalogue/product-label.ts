// How a declination is named to a shopper, on the cart line, the order and the invoice:
// « Saumur-Champigny Les Perrières 2022 – 75 cl ». Decimals of the reader's language tag
// (37,5 cl / 37.5 cl; French by default, as orders and invoices stored before sites had a second language were);
// a box or a declination without vintage or capacity keeps the parts it has.

export interface LabelledDeclination {
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
}

/** « 37,5 cl », « 1,5 l » (fr-FR), « 37.5 cl » (en-GB); null without a capacity. */
export function formatCapacity(capacity: number | null, unit: string | null, tag = 'fr-FR'): string | null {
  if (capacity === null || capacity <= 0) return null;
  const figure = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(capacity);
  return unit ? `${figure} ${unit}` : figure;
}

/** The part after the name: « 2022 – 75 cl », « 2022 », « 75 cl » or ''. */
export function declinationLabel(declination: LabelledDeclination, tag = 'fr-FR'): string {
  const capacity = formatCapacity(declination.capacity, declination.capacityUnit, tag);
  return [declination.year === null ? null : String(declination.year), capacity]
    .filter((part): part is string => part !== null)
    .join(' – ');
}

export function sellableLabel(productName: string, declination: LabelledDeclination, tag = 'fr-FR'): string {
  const detail = declinationLabel(declination, tag);
  return detail === '' ? productName : `${productName} ${detail}`;
}
