import { readConfig } from '../config';
import type { Env } from '../env';

// The local inbox of a development machine, like a local mail catcher: with LOCAL_INBOX=on
// (written to .dev.vars by `npm start`, never a deployed variable) and no MAIL_API_URL, the
// mail queue's consumer delivers each e-mail to the local_inbox table instead of a mail API,
// and the admin host shows them at /inbox. Both also require the admin host to be a localhost
// name, so a deployed Worker given the variable by mistake still sends nothing there.

const LOCAL_HOST = /(^|\.)localhost$/;

export function localInboxOpen(env: Env): boolean {
  if (env.LOCAL_INBOX?.trim().toLowerCase() !== 'on') return false;
  return LOCAL_HOST.test(readConfig(env).adminHost);
}

/** Delivery goes to the local inbox: open, and no mail API configured. */
export const deliversLocally = (env: Env): boolean => !env.MAIL_API_URL && localInboxOpen(env);
