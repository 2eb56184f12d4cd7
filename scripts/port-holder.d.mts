/** The socket inodes listening on the port, from the kernel's tables (Linux only). */
export function listeningInodes(
  port: number,
  tables?: string[],
  read?: (file: string, encoding: 'utf8') => string,
): Set<string>;
/** null when the port is free, or a message that names who holds it and what to do. */
export function portProblem(port: number): Promise<string | null>;
