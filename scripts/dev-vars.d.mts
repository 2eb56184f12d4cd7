/** Adds the missing local secrets to the file (default .dev.vars); returns the names it added. */
export function ensureDevVars(file?: string): string[];
