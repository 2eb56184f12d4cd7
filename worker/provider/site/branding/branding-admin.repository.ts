import type { FontInput, FontType, LogoInput } from '../../../../src/schema/site/branding-admin';
import type { LogoType } from '../../../../src/schema/site/site';
import { first, rowReader, writeBumpingVersion } from '../../shared/d1';

// Owners' writes on the site's logos (one per type) and fonts (one per type). Each write bumps
// the site's content version in the same batch, so cached pages show it on the next request.

/** The file name shown with a logo: the last part of its URL's path. */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.split('/').pop() || 'logo');
}

export async function saveLogo(
  db: D1Database,
  siteId: number,
  type: LogoType,
  logo: LogoInput,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO logos (site_id, type, filename, url, alt) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (site_id, type) DO UPDATE SET filename = excluded.filename, url = excluded.url,
           alt = excluded.alt, external_id = NULL, external_type = NULL, external_path = NULL`,
      )
      .bind(siteId, type, fileNameOf(logo.url), logo.url, logo.alt),
  ]);
  return version;
}

/** Removes the logo of that type; null when the site had none (nothing written). */
export async function deleteLogo(db: D1Database, siteId: number, type: LogoType): Promise<number | null> {
  const existing = await first(
    db.prepare('SELECT id FROM logos WHERE site_id = ? AND type = ?').bind(siteId, type),
    rowReader({ id: 'number' }),
  );
  if (!existing) return null;
  const { version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM logos WHERE site_id = ? AND id = ?').bind(siteId, existing.id),
  ]);
  return version;
}

export async function saveFont(
  db: D1Database,
  siteId: number,
  type: FontType,
  font: FontInput,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO fonts (site_id, type, family, color, size, weight, style) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (site_id, type) DO UPDATE SET family = excluded.family, color = excluded.color,
           size = excluded.size, weight = excluded.weight, style = excluded.style`,
      )
      .bind(siteId, type, font.family, font.color, font.size, font.weight, font.style),
  ]);
  return version;
}
