// Plain-text tables for the bench and the Lighthouse script: first column left-aligned, the
// others right-aligned, two spaces between columns.
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))),
    )
    .map((row) => row.join('  '))
    .join('\n');
}

/** Median of a list of numbers (mean of the two middle values for an even count). */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "HIT 30, MISS 2" from a list of x-cache values ("none" when the header is absent). */
export function countValues(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].map(([value, count]) => `${value} ${count}`).join(', ');
}
