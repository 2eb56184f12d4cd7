// What the backup module offers the rest of the Worker: the daily copy, for the Cron Trigger.
export { backUpDatabase, type BackupReport } from './backup.service';
