// The R2 objects of an imported site (`npm run site:import`, `site:media`): each key the export
// names (media.keys) with the key it takes in the target (under the new site's prefix when the
// site was renumbered, scripts/site-id-remap.ts) and the content type to store it with when the
// source object has none (scripts/site-r2.mjs copies the source's own metadata): a medium's from
// its name (the Worker's own table, src/domain/site/media.ts), a form attachment's from the
// content_type of its form_submission_files row.
import { mediaContentType } from '../src/domain/site/media';
import type { SiteExport } from './site-transfer';

export interface MediaCopy {
  from: string;
  to: string;
  contentType: string;
}

/** The content type each stored object key has in the file's rows (form attachments). */
function storedContentTypes(data: SiteExport): Map<string, string> {
  const types = new Map<string, string>();
  for (const table of data.tables) {
    const key = table.columns.indexOf('object_key');
    const type = table.columns.indexOf('content_type');
    if (key < 0 || type < 0) continue;
    for (const row of table.rows)
      if (typeof row[key] === 'string' && typeof row[type] === 'string') types.set(row[key], row[type]);
  }
  return types;
}

/** Every object to copy, from the exported site's keys to the imported site's (`siteId`). */
export function mediaCopies(data: SiteExport, siteId: number): MediaCopy[] {
  const oldPrefix = `sites/${data.site.id}/`;
  const stored = storedContentTypes(data);
  const keys = Array.isArray(data.media?.keys) ? data.media.keys : [];
  return keys
    .filter((key) => typeof key === 'string' && key.startsWith(oldPrefix))
    .map((key) => ({
      from: key,
      to: `sites/${siteId}/${key.slice(oldPrefix.length)}`,
      contentType: stored.get(key) ?? mediaContentType(key) ?? 'application/octet-stream',
    }));
}
