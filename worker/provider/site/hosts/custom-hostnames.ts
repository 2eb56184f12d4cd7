import type { Env } from '../../../env';
import type { CustomHostnames } from './custom-hostname.adapter';
import { cloudflareCustomHostnames } from './custom-hostname.cloudflare';
import { localCustomHostnames } from './custom-hostname.local';

// Which custom hostname API this deployment talks to (wrangler.toml vars): CUSTOM_HOSTNAMES
// "cloudflare" (production: the CUSTOM_HOSTNAMES_TOKEN and CUSTOM_HOSTNAMES_ZONE_ID secrets are then required, a
// missing one is a configuration error, never a silent fall back) or "local" (the default).
// CUSTOM_HOSTNAME_TARGET is what customers' CNAMEs point to.

const LOCAL_TARGET = 'clients.plateforme.localhost';

export function customHostnamesFor(env: Env): CustomHostnames {
  const target = env.CUSTOM_HOSTNAME_TARGET?.trim() || LOCAL_TARGET;
  const kind = env.CUSTOM_HOSTNAMES?.trim() || 'local';
  if (kind === 'local') return localCustomHostnames(target);
  if (kind !== 'cloudflare')
    throw new Error(`CUSTOM_HOSTNAMES must be "local" or "cloudflare", not "${kind}"`);
  if (!env.CUSTOM_HOSTNAMES_TOKEN || !env.CUSTOM_HOSTNAMES_ZONE_ID)
    throw new Error(
      'CUSTOM_HOSTNAMES is "cloudflare": set the CUSTOM_HOSTNAMES_TOKEN and CUSTOM_HOSTNAMES_ZONE_ID secrets',
    );
  if (!env.CUSTOM_HOSTNAME_TARGET?.trim())
    throw new Error('CUSTOM_HOSTNAMES is "cloudflare": set CUSTOM_HOSTNAME_TARGET (the CNAME target)');
  return cloudflareCustomHostnames({
    token: env.CUSTOM_HOSTNAMES_TOKEN,
    zoneId: env.CUSTOM_HOSTNAMES_ZONE_ID,
    target,
  });
}
