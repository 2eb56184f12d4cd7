import { notFound } from '../../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { findPublicConfig } from './external-app.repository';

// The public part of an external application's settings (what a page's script may know);
// an application the site has not set up is 404.

export async function externalAppPublicConfig(
  ctx: ServiceContext,
  app: string,
): Promise<Record<string, unknown>> {
  const config = await findPublicConfig(ctx.db, ctx.site.id, app);
  if (!config) throw notFound("Cette application n'est pas configurée pour ce site.");
  return config;
}
