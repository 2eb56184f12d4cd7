/** Small readers for server-rendered HTML in worker tests. */

export function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

export function metaContent(html: string, name: string): string | null {
  const pattern = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`);
  const match = pattern.exec(html);
  return match?.[1] === undefined ? null : decode(match[1]);
}

export function linkHref(html: string, rel: string): string | null {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1] ?? null;
}

export function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Visible text, roughly: tags removed, entities decoded, white space folded. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
