import { e2eServer } from './server';
import { queryLocalD1 } from './local-d1.ts';

// The e2e Worker has no mail API: every e-mail is written to its outbox (email_outbox), then
// delivered to the local inbox (local_inbox, `npm start`'s LOCAL_INBOX), which keeps the full
// text; the outbox copy of a sent e-mail has its reset or sign-in link blanked. These tests read
// what a visitor would find in their mailbox: the inbox copy once delivered, the outbox row
// before. Reading only: the tests create their data through the app (./api.ts, the pages),
// never by writing the D1.

const stateDir = e2eServer().stateDir;
const sql = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The text of the last e-mail sent to that address (with that subject, when given); '' if none. */
export async function lastEmailTo(to: string, subject?: string): Promise<string> {
  const rows = await queryLocalD1<{ text_body: string }>(
    stateDir,
    `SELECT COALESCE((SELECT i.text_body FROM local_inbox i WHERE i.outbox_id = o.id), o.text_body) AS text_body
       FROM email_outbox o WHERE o.to_address = ${sql(to)}` +
      (subject === undefined ? '' : ` AND o.subject = ${sql(subject)}`) +
      ' ORDER BY o.id DESC LIMIT 1',
  );
  return rows[0]?.text_body ?? '';
}

/** How many e-mails were sent to that address with that subject. */
export async function emailCount(to: string, subject: string): Promise<number> {
  const rows = await queryLocalD1<{ n: number }>(
    stateDir,
    `SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ${sql(to)} AND subject = ${sql(subject)}`,
  );
  return rows[0]?.n ?? 0;
}

/** The `token` query parameter of the first link to `path` in an e-mail's text. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  const token = match ? new URL(match[0]).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link with a token in ${text}`);
  return token;
}
