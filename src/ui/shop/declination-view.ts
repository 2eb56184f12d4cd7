import { formatCapacity } from '../../domain/catalogue/product-label.ts';

// The vintage × capacity choice. Pure and JSON-only, so the product page (worker)
// and the purchase island (shop chunk) compute the same links. Labels follow the catalogue's
// src/domain/catalogue/product-label.ts.

export interface ChoosableDeclination {
  id: number;
  year?: number | null;
  capacity?: number | null;
  capacityUnit?: string | null;
}

export const DECLINATION_QUERY = 'declinaison';

/** « 75 cl », « 37,5 cl » (« 37.5 cl » in en-GB); '' when the capacity is unknown. */
export function capacityLabel(
  declination: Pick<ChoosableDeclination, 'capacity' | 'capacityUnit'>,
  tag = 'fr-FR',
): string {
  return formatCapacity(declination.capacity ?? null, declination.capacityUnit ?? null, tag) ?? '';
}

/** « 2022 », « Sans millésime ». */
function yearLabel(year: number | null | undefined): string {
  return year === null || year === undefined ? 'Sans millésime' : String(year);
}

/** « 2022 – 75 cl », for a link or a message; only the parts that vary are worth showing. */
export function declinationLabel(declination: ChoosableDeclination, tag = 'fr-FR'): string {
  const parts = [declination.year ? String(declination.year) : '', capacityLabel(declination, tag)].filter(
    Boolean,
  );
  return parts.join(' – ');
}

/** The declination the URL asks for (`?declinaison=12`), else the first one; null when none. */
export function selectedDeclination<D extends ChoosableDeclination>(
  declinations: readonly D[],
  asked: string | null | undefined,
): D | null {
  const id = asked && /^\d{1,15}$/.test(asked) ? Number(asked) : null;
  return declinations.find((declination) => declination.id === id) ?? declinations[0] ?? null;
}

export interface ChoiceOption {
  label: string;
  /** The declination this option leads to. */
  declinationId: number;
  current: boolean;
  /**
   * A capacity the current vintage does not have: the vintage it leads to instead (« 2021 »),
   * shown beside it so the switch is never silent. Absent otherwise.
   */
  otherVintage?: string;
}

export interface DeclinationChoice {
  years: ChoiceOption[]; // empty when there is nothing to choose
  capacities: ChoiceOption[];
}

const capacityKey = (declination: ChoosableDeclination) =>
  `${declination.capacity ?? ''}|${(declination.capacityUnit ?? '').toLowerCase()}`;

/**
 * The two groups of options. Choosing a vintage keeps the current capacity when that vintage
 * has it (else its first declination), and the other way round, so every option leads to a
 * real declination. A group with a single option is left out.
 */
export function declinationChoice(
  declinations: readonly ChoosableDeclination[],
  current: ChoosableDeclination,
  /** The page's words for a declination without year or capacity (French by default). */
  words: { noVintage: string; standardCapacity: string } = {
    noVintage: 'Sans millésime',
    standardCapacity: 'Contenance standard',
  },
  /** The page's language tag, for the capacities' decimals. */
  tag = 'fr-FR',
): DeclinationChoice {
  const years = [...new Set(declinations.map((declination) => declination.year ?? null))].sort(
    (a, b) => (b ?? 0) - (a ?? 0),
  );
  const capacities: ChoosableDeclination[] = [];
  for (const declination of declinations) {
    if (!capacities.some((known) => capacityKey(known) === capacityKey(declination)))
      capacities.push(declination);
  }
  capacities.sort((a, b) => (a.capacity ?? 0) - (b.capacity ?? 0));
  const yearOf = (declination: ChoosableDeclination) => declination.year ?? null;
  const pick = (
    matches: (declination: ChoosableDeclination) => boolean,
    keep: (d: ChoosableDeclination) => boolean,
  ) => {
    const candidates = declinations.filter(matches);
    return (candidates.find(keep) ?? candidates[0] ?? current).id;
  };
  return {
    years:
      years.length < 2
        ? []
        : years.map((year) => ({
            label: year === null ? words.noVintage : yearLabel(year),
            declinationId: pick(
              (declination) => yearOf(declination) === year,
              (declination) => capacityKey(declination) === capacityKey(current),
            ),
            current: yearOf(current) === year,
          })),
    capacities:
      capacities.length < 2
        ? []
        : capacities.map((capacity): ChoiceOption => {
            const declinationId = pick(
              (declination) => capacityKey(declination) === capacityKey(capacity),
              (declination) => yearOf(declination) === yearOf(current),
            );
            const target = declinations.find((declination) => declination.id === declinationId) ?? current;
            const option = {
              label: capacityLabel(capacity, tag) || words.standardCapacity,
              declinationId,
              current: capacityKey(current) === capacityKey(capacity),
            };
            if (years.length < 2 || yearOf(target) === yearOf(current)) return option;
            const year = yearOf(target);
            return { ...option, otherVintage: year === null ? words.noVintage : yearLabel(year) };
          }),
  };
}

/** The product page showing this declination: `/boutique/3-saumur?declinaison=12`. */
export function declinationHref(productPath: string, declinationId: number): string {
  return `${productPath}?${DECLINATION_QUERY}=${declinationId}`;
}
