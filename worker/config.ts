import { z } from 'zod';
import type { Env } from './env';

// Configuration read from vars once per isolate and validated, so a typo fails loudly.
const configSchema = z.object({
  apiHost: z.string().trim().toLowerCase().default(''),
  corsOrigins: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  providerUrl: z.union([z.literal(''), z.url()]).default(''),
  cacheTtlSeconds: z.coerce.number().int().min(60).default(300), // KV refuses TTLs under 60 s
});
export type Config = z.infer<typeof configSchema>;

const cache = new WeakMap<object, Config>();

export function readConfig(env: Env): Config {
  const known = cache.get(env);
  if (known) return known;
  const config = configSchema.parse({
    apiHost: env.API_HOST,
    corsOrigins: env.CORS_ORIGINS,
    providerUrl: env.PROVIDER_URL,
    cacheTtlSeconds: env.CACHE_TTL_SECONDS,
  });
  cache.set(env, config);
  return config;
}
