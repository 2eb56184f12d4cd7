// CSV files the owner opens in a spreadsheet (French Excel): `;` between fields, CRLF lines
// and a UTF-8 byte order mark so accents survive; every field quoted.

/** One field: quoted, quotes doubled, a leading = + - @ neutralised (CSV injection). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file: the header row then one row per record, BOM first. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
