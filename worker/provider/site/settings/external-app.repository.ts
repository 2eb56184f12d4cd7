import { first, rowReader } from '../../shared/d1';

// SQL for external apps' settings. The private part is read only by provider code that needs
// it (the review source); the public route reads the public column alone.

export async function findPublicConfig(
  db: D1Database,
  siteId: number,
  app: string,
): Promise<Record<string, unknown> | null> {
  const row = await first(
    db
      .prepare('SELECT public_config FROM external_apps WHERE site_id = ? AND app = ? AND is_enabled = 1')
      .bind(siteId, app),
    rowReader({ public_config: 'string' }),
  );
  return row ? (JSON.parse(row.public_config) as Record<string, unknown>) : null;
}

/** Server-side only: never answer this to a client. */
export async function findPrivateConfig(
  db: D1Database,
  siteId: number,
  app: string,
): Promise<Record<string, unknown> | null> {
  const row = await first(
    db
      .prepare('SELECT private_config FROM external_apps WHERE site_id = ? AND app = ? AND is_enabled = 1')
      .bind(siteId, app),
    rowReader({ private_config: 'string' }),
  );
  return row ? (JSON.parse(row.private_config) as Record<string, unknown>) : null;
}
