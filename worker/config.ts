import { z } from 'zod';
import { lazy } from '../src/domain/shared/lazy';
import type { Env } from './env';

// Configuration read from vars once per isolate and validated, so a typo fails loudly. The
// schema is built on the first read, not at the Worker's startup.
const makeConfigSchema = () =>
  z.object({
    apiHost: z.string().trim().toLowerCase().default(''),
    // The admin host: the only origin where admin and operator sessions are valid.
    adminHost: z.string().trim().toLowerCase().min(1).default('admin.localhost'),
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
    // media: the thumbnail proxy's hosts and the optional DNS-over-HTTPS resolver (worker/media/)
    imageProxyHosts: z
      .string()
      .default('img.youtube.com,i.vimeocdn.com')
      .transform((value) =>
        value.split(',').flatMap((host) => (host.trim() ? [host.trim().toLowerCase()] : [])),
      ),
    dnsOverHttpsUrl: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
    // The platform's own sender address (worker/mail/mail-sender.ts).
    mailFromAddress: z.email().default('ne-pas-repondre@plateforme.example'),
    // The mail provider's SPF include for the sites' sender domains ('' : derived, see wrangler.toml).
    mailSpfInclude: z.string().trim().toLowerCase().default(''),
  });
const configSchema = lazy(makeConfigSchema);
export type Config = z.infer<ReturnType<typeof makeConfigSchema>>;

const cache = new WeakMap<object, Config>();

export function readConfig(env: Env): Config {
  const known = cache.get(env);
  if (known) return known;
  const config = configSchema().parse({
    apiHost: env.API_HOST,
    adminHost: env.ADMIN_HOST,
    corsOrigins: env.CORS_ORIGINS,
    providerUrl: env.PROVIDER_URL,
    cacheTtlSeconds: env.CACHE_TTL_SECONDS,
    imageProxyHosts: env.IMAGE_PROXY_HOSTS,
    dnsOverHttpsUrl: env.DNS_OVER_HTTPS_URL,
    mailFromAddress: env.MAIL_FROM_ADDRESS,
    mailSpfInclude: env.MAIL_SPF_INCLUDE,
  });
  cache.set(env, config);
  return config;
}
