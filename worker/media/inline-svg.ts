import type { InlineImageLoader } from '../../src/ui/blocks/inline-image';

// Our own small SVG files as data: URIs for the page's largest image (src/ui/blocks/inline-image.ts
// says why). Read through the static assets once per isolate and file, like the stylesheets
// (worker/pages/site/inline-stylesheets.ts): they change only with a deployment. The same promise is
// returned for a file each time, which React's use() needs to not suspend again.

/** Larger files are linked as before: past this the page grows more than the request costs. */
export const INLINE_SVG_MAX_BYTES = 3072;
/** Only the static SVG files (uploads are raster, with their sized variants). */
const OWN_SVG = /^\/assets\/[a-z0-9/_-]+\.svg$/i;
// A bounded memo: a deployment has a fixed, small set of such files; the cap is a safeguard.
const MAX_FILES = 128;

const known = new Map<string, Promise<string | null>>();

/**
 * White space between tags and XML comments are for people editing the file. An SVG shown by
 * an <img> exposes nothing of its own to assistive technology (the img's alt speaks for it), so
 * its title, desc and ARIA labelling go too: in the page they would only be words a visitor
 * never sees, indexed with the page (a sample illustration's title names the sample business).
 */
export function minifySvg(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/\s(role|aria-labelledby|aria-describedby)="[^"]*"/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A data: URI that keeps the SVG readable and short (=, :, / need no escaping; a space does: a URL
 * has none, and the HTML validators refuse one in an src). */
export function svgDataUri(svg: string): string {
  const encoded = encodeURIComponent(svg).replace(/%(3D|3A|2F|2C|3B)/g, (escape) =>
    decodeURIComponent(escape),
  );
  return `data:image/svg+xml,${encoded}`;
}

async function read(assets: Fetcher, origin: string, path: string): Promise<string | null> {
  const response = await assets.fetch(new URL(path, origin));
  if (!response.ok) throw new Error(`${path} ${response.status}`);
  const svg = minifySvg(await response.text());
  return new TextEncoder().encode(svg).length <= INLINE_SVG_MAX_BYTES ? svgDataUri(svg) : null;
}

/** The loader the page renderer provides to ResponsiveImage. */
export function inlineSvgLoader(assets: Fetcher, origin: string): InlineImageLoader {
  return (src) => {
    if (!OWN_SVG.test(src)) return null;
    const kept = known.get(src);
    if (kept) return kept;
    if (known.size >= MAX_FILES) return null;
    const attempt = read(assets, origin, src).catch((error: unknown) => {
      // Linked as before; a later page tries again.
      console.warn(JSON.stringify({ event: 'inline-svg.unreadable', path: src, error: String(error) }));
      known.delete(src);
      return null;
    });
    known.set(src, attempt);
    return attempt;
  };
}

/** Test hook: forget what was read. */
export function forgetInlineSvgs(): void {
  known.clear();
}
