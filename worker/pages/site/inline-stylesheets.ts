import { STYLESHEET_NAMES, type StylesheetTexts } from '../../../src/ui/document/Stylesheet';

// The text of the site's stylesheets (public/assets/*.css) for pages to carry inline
// (src/ui/document/Stylesheet.tsx). Read from the static assets once per isolate: the files
// change only with a deployment, which starts new isolates. A failed read is not kept, so the
// next page tries again; meanwhile pages link the files as before.

let known: Promise<StylesheetTexts> | null = null;

// Comments and white space are for the people editing the files, not for every page's bytes
// (they count twice on a phone: each byte past the first TCP window costs a round trip, and
// the browser parses them). Quoted strings are kept as written.
const TOKEN = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|\s*;\s*(?=})|\s*([{};,>])\s*|(:)\s+|(\s+)/g;

export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(
      TOKEN,
      (_, quoted?: string, punctuation?: string, colon?: string, space?: string) =>
        quoted ?? punctuation ?? colon ?? (space ? ' ' : ''),
    )
    .trim();
}

async function readAll(assets: Fetcher, origin: string): Promise<StylesheetTexts> {
  const entries = await Promise.all(
    STYLESHEET_NAMES.map(async (name) => {
      const response = await assets.fetch(new URL(`/assets/${name}.css`, origin));
      if (!response.ok) throw new Error(`${name}.css ${response.status}`);
      return [name, compactCss(await response.text())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Every stylesheet's text; empty (pages link the files) while they cannot be read. */
export function inlineStylesheets(assets: Fetcher, origin: string): Promise<StylesheetTexts> {
  if (known) return known;
  const attempt = readAll(assets, origin).catch((error: unknown) => {
    console.warn(JSON.stringify({ event: 'stylesheets.unreadable', error: String(error) }));
    if (known === attempt) known = null;
    return {};
  });
  known = attempt;
  return attempt;
}
