export type MigrationHashes = Record<string, string>;
export const MIGRATIONS_DIR: string;
export const LOCK_FILE: string;
/** The sha256 (hex) of every .sql file of `dir`, by file name. */
export function hashMigrations(dir?: string): MigrationHashes;
/** Edited, removed and new files of the folder against the lock. */
export function compareLock(
  current: MigrationHashes,
  locked: MigrationHashes,
): { edited: string[]; removed: string[]; added: string[] };
/** The problems `migrations:check` reports, one line each. */
export function lockProblems(difference: { edited: string[]; removed: string[]; added: string[] }): string[];
export function readLock(file?: string): MigrationHashes;
/** The lock with the new files added; throws while a locked file was edited or removed. */
export function lockedWithNewFiles(current: MigrationHashes, locked: MigrationHashes): MigrationHashes;
export function writeLock(migrations: MigrationHashes, file?: string): void;
