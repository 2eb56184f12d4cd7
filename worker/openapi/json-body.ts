import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';

// The media type @hono/zod-openapi accepts for a JSON body: without this check its own gate
// would answer an English 415 ("Unsupported Media Type").
const JSON_MEDIA_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

const NOT_JSON = 'Envoyez les données en JSON (en-tête « Content-Type: application/json »).';

/** A route with a JSON body refuses any other media type with a French 415. */
export const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type');
  const refused =
    type === undefined ? (await c.req.arrayBuffer()).byteLength > 0 : !JSON_MEDIA_TYPE.test(type.trim());
  if (refused) throw new AppError(415, NOT_JSON);
  await next();
};
