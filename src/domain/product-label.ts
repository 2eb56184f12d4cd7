// How a declination is named to a shopper, on the cart line, the order and the invoice:
// « Saumur-Champigny Les Perrières 2022 – 75 cl ». French decimals (37,5 cl); a box or a
// declination without vintage or capacity keeps the parts it has.

export interface LabelledDeclination {
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
}

/** « 37,5 cl », « 1,5 l »; null without a capacity. */
export function formatCapacity(capacity: number | null, unit: string | null): string | null {
  if (capacity === null || capacity <= 0) return null;
  const figure = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(capacity);
  return unit ? `${figure} ${unit}` : figure;
}

/** The part after the name: « 2022 – 75 cl », « 2022 », « 75 cl » or ''. */
export function declinationLabel(declination: LabelledDeclination): string {
  const capacity = formatCapacity(declination.capacity, declination.capacityUnit);
  return [declination.year === null ? null : String(declination.year), capacity]
    .filter((part): part is string => part !== null)
    .join(' – ');
}

export function sellableLabel(productName: string, declination: LabelledDeclination): string {
  const detail = declinationLabel(declination);
  return detail === '' ? productName : `${productName} ${detail}`;
}
