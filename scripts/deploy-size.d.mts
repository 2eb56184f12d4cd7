export const FREE_LIMIT_GZIP_BYTES: number;
export const PAID_LIMIT_GZIP_BYTES: number;

/** The modules wrangler uploads (its --outdir): the bundle and its wasm, not maps or notes. */
export function workerModules(outdir: string): string[];

/** Raw and gzip bytes of the files, each file compressed on its own as the upload is. */
export function measure(files: string[]): { raw: number; gzip: number };

/** The line printed, and whether the size is within the limit. */
export function sizeReport(
  size: { raw: number; gzip: number },
  limit?: number,
): { ok: boolean; line: string };

/** Wrangler's warnings in its output (« ▲ [WARNING] … »): a rehearsal must have none. */
export function wranglerWarnings(output: string): string[];
