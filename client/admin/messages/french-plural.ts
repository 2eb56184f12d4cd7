// Counts written out in French: « 1 message non lu », « 3 messages non lus »,
// never « message(s) non lu(s) ». French puts 0 and 1 in the singular.

/** `count` followed by the singular or the plural words. */
export function countOf(count: number, singular: string, plural: string): string {
  const words = Math.abs(count) < 2 ? singular : plural;
  return `${count.toLocaleString('fr-FR')} ${words}`;
}
