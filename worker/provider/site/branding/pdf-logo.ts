import { rasterImage } from '../../../../src/ui/document/og-image';
import type { Env } from '../../../env';
import { mediaKey } from '../media.repository';

// A site's logo as a PDF can draw it: pdf-lib embeds PNG and JPEG only, so an SVG logo is
// read as its raster twin when it has one (the sample sites' logos do), else the PDF draws the
// site's name instead. Read from the site's own media (R2) or the static assets, never over
// the network, and never more than 2 MiB.

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The logo's PNG/JPEG bytes for a PDF, or null (no logo, an SVG without twin, unreadable). */
export async function pdfLogoBytes(
  env: Pick<Env, 'ASSETS' | 'MEDIA'>,
  siteId: number,
  url: string | null | undefined,
  requestId = '',
): Promise<Uint8Array | null> {
  const raster = rasterImage(url);
  if (!raster) return null;
  const path = new URL(raster, 'https://assets.invalid').pathname;
  try {
    if (path.startsWith('/media/')) {
      const object = await env.MEDIA.get(mediaKey(siteId, decodeURIComponent(path.slice('/media/'.length))));
      if (!object || object.size > MAX_LOGO_BYTES) return null;
      return new Uint8Array(await object.arrayBuffer());
    }
    if (path.startsWith('/assets/')) {
      const response = await env.ASSETS.fetch(new URL(path, 'https://assets.invalid'));
      if (!response.ok) return null;
      const bytes = new Uint8Array(await response.arrayBuffer());
      return bytes.byteLength > MAX_LOGO_BYTES ? null : bytes;
    }
  } catch (error) {
    console.warn(JSON.stringify({ event: 'pdf.logo_failed', requestId, siteId, error: String(error) }));
  }
  return null;
}
