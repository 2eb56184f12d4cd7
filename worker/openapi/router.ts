import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import { failOnInvalid } from '../http/validate';

/**
 * A provider sub-app: routes declared with createRoute() are validated by the same zod
 * schemas the OpenAPI document is generated from (worker/provider/app.ts serves it).
 */
export function providerRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: failOnInvalid });
}
