/**
 * The backup module: the daily copy of the whole database into the backup bucket (R2), kept
 * BACKUP_KEEP_DAYS days. It has no routes, so no index.ts: the Cron Trigger runs it through
 * this file and the restore command (scripts/backup-restore.mjs) reads what it wrote.
 */
export { backUpDatabase } from './backup.service';
