import type { SiteInfo } from '../../schema/site/site';

// og:image must be a raster image: Facebook, LinkedIn, X and messaging apps show no
// preview for an SVG. A page's own image (a product photo, an article's image) is used when it is
// raster or has a raster twin; otherwise the site's fallback, its logo's raster twin.
//
// Twins: the sample sites' illustrations are SVG under /assets/sample/; each has a 1200×630 JPEG
// under /assets/sample/raster/ (scripts/raster-samples.mjs). An owner's uploaded SVG has none
// yet, so such a page falls back to the site's image.

const RASTER = /\.(png|jpe?g|webp|gif)$/i;
const SAMPLE_SVG = /^(?:https?:\/\/[^/]+)?\/assets\/sample\/(?!raster\/)(.+)\.svg$/i;

/** The URL itself when it is a raster image, its raster twin for a sample SVG, else null. */
export function rasterImage(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (RASTER.test(path)) return url;
  const sample = SAMPLE_SVG.exec(path);
  if (!sample) return null;
  return path.replace(/\/assets\/sample\/.+$/, `/assets/sample/raster/${sample[1]}.jpg`);
}

/** The site's raster fallback image (its logo's, then its other logos'), as a path or URL. */
export function siteFallbackImage(info: Pick<SiteInfo, 'logos'>): string | null {
  const order = ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FOOTER'];
  const logos = [...info.logos].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
  for (const logo of logos) {
    if (logo.type === 'LOGO_FAVICON') continue;
    const raster = rasterImage(logo.onlineImage.url);
    if (raster) return raster;
  }
  return null;
}

/** The page's og:image: its own image when raster (or twinned), else the site's fallback. */
export function ogImage(own: string | null | undefined, info: Pick<SiteInfo, 'logos'>): string | null {
  return rasterImage(own) ?? siteFallbackImage(info);
}
