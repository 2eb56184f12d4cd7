/**
 * The backup module: the daily copy of the whole database into the backup bucket (R2), kept
 * BACKUP_KEEP_DAYS days. It has no routes: the Cron Trigger runs it (public.ts) and the
 * restore command (scripts/backup-restore.mjs) reads what it wrote.
 */
export { backUpDatabase, type BackupReport } from './public';
