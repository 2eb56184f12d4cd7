// Turning a visitor's words into an FTS5 query, and FTS5 snippets into safe excerpts.

/** Marks that snippet() puts around a found word: control characters no text contains. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/**
 * « massage "dos" OR -pieds* » → `"massage"* "dos"* "or"* "pieds"*`: every word becomes a quoted
 * prefix phrase (all of them must match), so no FTS5 operator, column filter or syntax error
 * can come from the visitor. Null when there is no word (only punctuation).
 */
export function ftsQuery(input: string): string | null {
  const words = input.match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.slice(0, 12).map((word) => word.toLowerCase()))];
  return terms.length === 0 ? null : terms.map((term) => `"${term}"*`).join(' ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A snippet of indexed rich text → HTML where everything is escaped except `<mark>` around
 * the found words. Tags the index kept (a link's attributes) and tags cut at the snippet's
 * edges are dropped; entities of the stored HTML are decoded first, so nothing is escaped twice.
 */
export function excerptHtml(snippet: string): string {
  const text = snippet
    .replace(/<[^<>]*>/g, ' ')
    .replace(/^[^<]*?>/, '')
    .replace(/<[^>]*$/, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  let html = '';
  let open = false;
  for (const char of text) {
    if (char === HIT_START && !open) {
      html += '<mark>';
      open = true;
    } else if (char === HIT_END && open) {
      html += '</mark>';
      open = false;
    } else if (char !== HIT_START && char !== HIT_END) {
      html += escapeHtml(char);
    }
  }
  return open ? `${html}</mark>` : html;
}

/** An excerpt made by excerptHtml → text parts, `hit` for the found words, for React to render. */
export function excerptParts(html: string): { text: string; hit: boolean }[] {
  return html
    .split(/(<mark>.*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const hit = part.startsWith('<mark>');
      const inner = hit ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return {
        text: inner.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? ''),
        hit,
      };
    });
}
