import type { Context, MiddlewareHandler } from 'hono';
import { ADMIN_ROLES, type User } from '../../src/schema/user';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { findSessionUser } from '../provider/session.repository';
import { tokenHash } from './password';

// One session lookup per request, however many parts of the page ask who is signed in.
const lookups = new WeakMap<Context<AppEnv>, Promise<User | null>>();

async function lookUp(c: Context<AppEnv>): Promise<User | null> {
  const token = c.var.token;
  if (!token) return null;
  return findSessionUser(c.env.DB, c.var.site.id, await tokenHash(token), Math.floor(Date.now() / 1000));
}

/** The member behind the request's token, on this site only; null when none or expired. */
export function currentUser(c: Context<AppEnv>): Promise<User | null> {
  let lookup = lookups.get(c);
  if (!lookup) {
    lookup = lookUp(c);
    lookups.set(c, lookup);
  }
  return lookup;
}

/** Admin calls need an ADMIN or SUPER_ADMIN session of the same site. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw new AppError(401, 'Veuillez vous connecter.');
  if (!ADMIN_ROLES.includes(user.role))
    throw new AppError(403, "Cette action est réservée à l'administrateur du site.");
  await next();
};
