import type { Context } from 'hono';
import type { PlatformSite, SiteCreateInput } from '../../../../src/schema/site/platform';
import { AppError } from '../../../errors';
import type { AppEnv } from '../../../http/app-env';
// Not from operator-route.ts: that one pulls the OpenAPI route shapes, and this module is part
// of public.ts, evaluated at startup.
import { forgetHostEverywhere, refreshMappedHost, refuseReservedHost } from '../hosts/host-mapping';
import { storeIdentityLogos } from '../site-identity.repository';
import { createSite, findPlatformSite, hostsTaken } from './platform.repository';

// Creating a site for the platform operator, shared by the operator API inside a chosen site
// (POST /api/admin/platform/site) and the admin host's blank site, which needs no site at all
// (POST /api/admin/platform/blank-site: the first site of an empty platform).

/**
 * Creates the site with its hosts; 400 for a missing model or a host of the platform's own,
 * 409 for a host already taken.
 */
export async function createPlatformSite(c: Context<AppEnv>, input: SiteCreateInput): Promise<PlatformSite> {
  for (const domain of input.domains) refuseReservedHost(c.env, domain.host, 'domains');
  if (input.modelSiteId !== null && !(await findPlatformSite(c.env.DB, input.modelSiteId)))
    throw new AppError(400, "Le site modèle n'existe pas.", { modelSiteId: "Ce site n'existe pas." });
  const taken = await hostsTaken(
    c.env.DB,
    input.domains.map((domain) => domain.host),
  );
  if (taken.length > 0) throw new AppError(409, `L'hôte ${taken.join(', ')} répond déjà pour un site.`);
  let id: number;
  try {
    id = await createSite(c.env.DB, input);
  } catch (error) {
    if (!String(error).includes('UNIQUE constraint failed')) throw error;
    throw new AppError(409, 'Un autre site vient d’être créé en même temps : veuillez réessayer.');
  }
  // The new name's wordmark and monogram instead of the model's logo.
  if (input.modelSiteId !== null && input.identity) await storeIdentityLogos(c.env, id, input.name);
  await Promise.all(input.domains.map((domain) => forgetHostEverywhere(c.env, domain.host)));
  // Production hosts were stored pending: their custom hostnames are asked for now (one by
  // one; a failure is noted on the host and the Cron Trigger tries again).
  for (const domain of input.domains) await refreshMappedHost(c.env, domain.host);
  return (await findPlatformSite(c.env.DB, id))!;
}
