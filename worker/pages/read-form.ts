import type { Context } from 'hono';
import { badRequest } from '../errors';
import type { AppEnv } from '../http/app-env';

/** A posted form's text fields; a body that cannot be read is the sender's error (400). */
export async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest('Le formulaire envoyé est illisible. Rechargez la page et réessayez.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return fields;
}
