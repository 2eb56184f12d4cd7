export const OWNER_ONLY: number;
/** Restricts an open descriptor to its owner when it is a regular file; true when it did. */
export function restrictDescriptor(fd: number): boolean;
/** Writes `text` to `file` created (or truncated) readable by its owner only. */
export function writeOwnerOnly(file: string, text: string): void;
