// Plain text from the sanitised rich text admins write (src/domain/shared/rich-text.ts), for PDFs:
// block ends become line breaks, list items get a dash, tags go, entities are decoded.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  rsquo: '’',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return safeCodePoint(parseInt(body.slice(2), 16), entity);
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), entity);
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function safeCodePoint(codePoint: number, fallback: string): string {
  return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : fallback;
}

export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<\s*br\s*\/?>/giu, '\n')
    .replace(/<\s*li[^>]*>/giu, '\n- ')
    .replace(/<\/\s*(p|div|h[1-6]|li|ul|ol|blockquote)\s*>/giu, '\n')
    .replace(/<[^>]*>/gu, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/gu, '\n')
    .trim();
}
