/** Adds the missing local secrets to the file (default .dev.vars); returns the names it added. */
export function ensureDevVars(file?: string): string[];
/** Adds a random SECRETS_ENCRYPTION_KEY to the file when it has none; true when it did. */
export function ensureSecretsEncryptionKey(file?: string): boolean;
/** Adds LOCAL_INBOX="on" to the file unless it sets LOCAL_INBOX; true when it did. */
export function ensureLocalInbox(file?: string): boolean;
