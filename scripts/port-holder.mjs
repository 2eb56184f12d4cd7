// Is the port `npm start` is about to serve on free? Asked before the migrations and the
// builds, so a busy port is said at once, with the process that holds it, instead of after
// wrangler's start minutes later.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** Resolves true when something already listens on host:port. */
function taken(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** The socket inodes listening on the port, from the kernel's tables (Linux only). */
export function listeningInodes(port, tables = ['/proc/net/tcp', '/proc/net/tcp6'], read = readFileSync) {
  const inodes = new Set();
  for (const table of tables) {
    let text;
    try {
      text = read(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, localPort] = (fields[1] ?? '').split(':');
      // State 0A is LISTEN; the tenth field is the socket's inode.
      if (localPort && parseInt(localPort, 16) === port && fields[3] === '0A' && fields[9])
        inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** `pid command line` of the processes holding those sockets (those this user may see). */
function holders(inodes) {
  const found = [];
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      // The process ended meanwhile.
    }
    found.push(`${pid} ${command}`.trim());
  }
  return found;
}

/** null when the port is free, or a message that names who holds it and what to do. */
export async function portProblem(port) {
  const busy = (await taken(port, '127.0.0.1')) || (await taken(port, '::1').catch(() => false));
  if (!busy) return null;
  const who = holders(listeningInodes(port));
  const named =
    who.length > 0
      ? `\n${who.map((line) => `  pid ${line}`).join('\n')}`
      : ' (by a process this user cannot see)';
  return (
    `Le port ${port} est déjà pris${named}\n` +
    `Arrêtez ce processus (kill <pid>) ou servez sur un autre port : PORT=8788 npm start`
  );
}
