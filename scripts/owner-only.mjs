// Files that hold secrets (a site export holds password hashes and orders) are readable by
// their owner only (mode 600), whatever the umask: written by path, or on standard output
// redirected to a file (`> site.json`, which the shell creates with the umask's mode).
import { chmodSync, closeSync, fchmodSync, fstatSync, openSync, writeSync } from 'node:fs';

export const OWNER_ONLY = 0o600;

/** Restricts an open descriptor to its owner when it is a regular file; true when it did. */
export function restrictDescriptor(fd) {
  if (!fstatSync(fd).isFile()) return false; // a terminal or a pipe: nothing on disk
  fchmodSync(fd, OWNER_ONLY);
  return true;
}

/** Writes `text` to `file` created (or truncated) readable by its owner only. */
export function writeOwnerOnly(file, text) {
  const fd = openSync(file, 'w', OWNER_ONLY);
  try {
    fchmodSync(fd, OWNER_ONLY); // an existing file keeps its mode on open: set it before writing
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  chmodSync(file, OWNER_ONLY);
}
