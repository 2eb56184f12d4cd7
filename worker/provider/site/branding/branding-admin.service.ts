import type { FontInput, FontType, LogoInput } from '../../../../src/schema/site/branding-admin';
import type { Font, LogoType } from '../../../../src/schema/site/site';
import { publishContentVersion } from '../../../cache/content-version';
import { notFound } from '../../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { getSiteInfo } from '../site.repository';
import { deleteLogo, saveFont, saveLogo } from './branding-admin.repository';

// The owner's logos (one per type) and fonts (one per type). Every write publishes the site's
// new content version and answers the site's logos and fonts as GET /site/info then gives them.

/** The site's font of that type, or null. */
export async function storedFont(ctx: ServiceContext, type: string): Promise<Font | null> {
  return (await getSiteInfo(ctx.db, ctx.site.id))?.fonts.find((item) => item.type === type) ?? null;
}

async function branding(ctx: ServiceContext, version: number) {
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  const info = await getSiteInfo(ctx.db, ctx.site.id);
  return { logos: info?.logos ?? [], fonts: info?.fonts ?? [] };
}

export async function setLogo(ctx: ServiceContext, type: LogoType, logo: LogoInput) {
  return branding(ctx, await saveLogo(ctx.db, ctx.site.id, type, logo));
}

/** Removes the logo of that type (404 when the site has none). */
export async function removeLogo(ctx: ServiceContext, type: LogoType) {
  const version = await deleteLogo(ctx.db, ctx.site.id, type);
  if (version === null) throw notFound("Le site n'a pas de logo de ce type.");
  return branding(ctx, version);
}

export async function setFont(ctx: ServiceContext, type: FontType, font: FontInput) {
  return branding(ctx, await saveFont(ctx.db, ctx.site.id, type, font));
}
