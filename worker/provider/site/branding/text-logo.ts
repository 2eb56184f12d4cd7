import { escapeHtml } from '../../../../src/domain/shared/rich-text';

// A site created from a model gets a placeholder logo with its own name, instead of
// the model's: an SVG wordmark, and a monogram for the favicon. The owner replaces them with
// their real logo in the admin. Only escaped text goes in; nothing of the model's.

const VIEW_WIDTH = 420;
const VIEW_HEIGHT = 120;

/** The name as a wordmark, its letters shrunk to fit one line of the 420 × 120 box. */
export function textLogoSvg(name: string, color: string): string {
  const text = escapeHtml(name.trim());
  const size = Math.max(
    18,
    Math.min(56, Math.floor((VIEW_WIDTH - 20) / Math.max(1, name.trim().length) / 0.55)),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" role="img" aria-label="${text}">
<text x="${VIEW_WIDTH / 2}" y="${VIEW_HEIGHT / 2}" text-anchor="middle" dominant-baseline="central" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="${color}"${name.trim().length * size * 0.55 > VIEW_WIDTH - 20 ? ` textLength="${VIEW_WIDTH - 20}" lengthAdjust="spacingAndGlyphs"` : ''}>${text}</text>
</svg>`;
}

/** The first letter of the name on a disc of the site's colour, for the favicon. */
export function monogramSvg(name: string, background: string, color: string): string {
  const letter = escapeHtml(Array.from(name.trim())[0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/>
<text x="32" y="32" text-anchor="middle" dominant-baseline="central" font-family="Georgia, serif" font-size="36" font-weight="700" fill="${color}">${letter}</text></svg>`;
}

/** « atelier-ceramique-lune »: the name's slug for the stored file names. */
export function nameSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'site'
  );
}
