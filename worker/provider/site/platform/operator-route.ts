import { passwordProblemFor } from '../../../auth/common-passwords';
import type { Context } from 'hono';
import type { SiteUser, SiteUserCreateInput } from '../../../../src/schema/site/platform';
import { hashPassword } from '../../../auth/password';
import { requireOperator } from '../../../auth/current-member';
import { kvKeys } from '../../../cache/kv-keys';
import type { AppEnv } from '../../../http/app-env';
import { jsonOnly } from '../../../openapi/json-body';
import { signedIn } from '../../../openapi/responses';
import { forgetSiteInIsolate } from '../../../cache/host-memo';
import { failure, success, type Result } from '../../shared/result';
import { createSiteUser } from './platform.repository';
import { OPERATOR_TAG } from './operator-tag';

// What the platform operator's routes share (platform-admin.routes.ts for one site,
// platform-directory.routes.ts across sites): the route shape, forgetting a host, and
// creating an account.

export const operatorRoute = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({
  method,
  path,
  tags: [OPERATOR_TAG],
  summary,
  security: signedIn,
  middleware: method === 'get' || method === 'delete' ? [requireOperator] : [requireOperator, jsonOnly],
});

/**
 * After a change to a site's context (flags, name, primary URL): drop it from KV, by id and
 * by each host, and from this isolate, so every host sees it at once here and within 30 s
 * elsewhere.
 */
export async function forgetSite(c: Context<AppEnv>, site: { id: number; domains: { host: string }[] }) {
  await c.env.CACHE.delete(kvKeys.siteContext(site.id));
  await Promise.all(site.domains.map((domain) => c.env.CACHE.delete(kvKeys.host(domain.host))));
  forgetSiteInIsolate(site.id);
}

/** Creates an account on a site; a weak password or a taken address is refused in French. */
export async function createAccount(
  assets: Fetcher,
  db: D1Database,
  siteId: number,
  input: SiteUserCreateInput,
): Promise<Result<SiteUser, 'WEAK_PASSWORD' | 'EMAIL_TAKEN'>> {
  const { password, ...user } = input;
  const weak = await passwordProblemFor(assets, password);
  if (weak) return failure('WEAK_PASSWORD', weak, { password: weak });
  try {
    return success(await createSiteUser(db, siteId, { ...user, passwordHash: await hashPassword(password) }));
  } catch (error) {
    if (!String(error).includes('UNIQUE constraint failed')) throw error;
    return failure('EMAIL_TAKEN', undefined, { email: 'Cette adresse a déjà un compte sur ce site.' });
  }
}
