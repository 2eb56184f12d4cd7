import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';

type Stored = Record<string, unknown>;

/**
 * PATCH semantics for an admin update: a field absent from the body keeps its
 * stored value instead of falling back to the schema's default. `PUT /admin/page/13
 * {title, isFixedOnRight}` used to reset menuTitle and metaDescription to their defaults.
 *
 * Runs before the route's validator: the stored record, in the body's own shape (`current`),
 * is overlaid with the fields sent, and the validator then checks the whole of it, so one
 * schema still decides what is valid. `derived` names fields recomputed when one of their
 * sources is sent (a page's path follows a new slug or parent). A body that is not a JSON
 * object, or a record that does not exist, goes through untouched: the validator and the
 * handler answer those (400, 404) as before.
 */
export function patchUpdate(
  current: (c: Context<AppEnv>) => Promise<Stored | null>,
  derived: Readonly<Record<string, readonly string[]>> = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next();
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return next();
    const stored = await current(c);
    if (stored === null) return next();
    const sent = body as Stored;
    const kept = { ...stored };
    for (const [field, sources] of Object.entries(derived)) {
      if (!(field in sent) && sources.some((source) => source in sent)) delete kept[field];
    }
    // The validator reads the body through c.req.json(), which parses the cached text (Hono
    // caches the body promise there, whatever its declared type says).
    delete c.req.bodyCache.json;
    Object.assign(c.req.bodyCache, { text: Promise.resolve(JSON.stringify({ ...kept, ...sent })) });
    return next();
  };
}
