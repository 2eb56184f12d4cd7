import type { ListQuery } from '../../../../src/domain/shared/list-query';
import type { FooterLogo, FooterLogoInput } from '../../../../src/schema/site/footer-logo';
import { publishContentVersion } from '../../../cache/content-version';
import { notFound } from '../../../errors';
import { idOr404, parseId } from '../../../http/ids';
import { listQuerySql } from '../../shared/list-query-sql';
import type { ServiceContext } from '../../shared/service-context';
import {
  createFooterLogo,
  deleteFooterLogo,
  findFooterLogo,
  footerLogoListSpec,
  listFooterLogos,
  updateFooterLogo,
} from './footer-logo.repository';

// The owner's footer logos. Every write publishes the site's new content version, so the
// footer shows it at once; a logo of another site is 404.

const NOT_FOUND = "Ce logo du pied de page n'existe pas.";

const logoId = (raw: string): number => idOr404(raw, NOT_FOUND);

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

export function storedFooterLogos(ctx: ServiceContext, query: ListQuery) {
  return listFooterLogos(ctx.db, ctx.site.id, listQuerySql(query, footerLogoListSpec));
}

/** The site's logo of this id (as sent), or null. */
export async function storedFooterLogo(ctx: ServiceContext, raw: string): Promise<FooterLogo | null> {
  const id = parseId(raw);
  return id === null ? null : findFooterLogo(ctx.db, ctx.site.id, id);
}

export async function footerLogo(ctx: ServiceContext, raw: string): Promise<FooterLogo> {
  const logo = await findFooterLogo(ctx.db, ctx.site.id, logoId(raw));
  if (!logo) throw notFound(NOT_FOUND);
  return logo;
}

export async function addFooterLogo(ctx: ServiceContext, input: FooterLogoInput): Promise<FooterLogo> {
  const { id, version } = await createFooterLogo(ctx.db, ctx.site.id, input);
  await publish(ctx, version);
  return (await findFooterLogo(ctx.db, ctx.site.id, id))!;
}

export async function changeFooterLogo(
  ctx: ServiceContext,
  raw: string,
  input: FooterLogoInput,
): Promise<FooterLogo> {
  const id = logoId(raw);
  const version = await updateFooterLogo(ctx.db, ctx.site.id, id, input);
  if (version === null) throw notFound(NOT_FOUND);
  await publish(ctx, version);
  return (await findFooterLogo(ctx.db, ctx.site.id, id))!;
}

export async function removeFooterLogo(ctx: ServiceContext, raw: string): Promise<{ id: number }> {
  const id = logoId(raw);
  const version = await deleteFooterLogo(ctx.db, ctx.site.id, id);
  if (version === null) throw notFound(NOT_FOUND);
  await publish(ctx, version);
  return { id };
}
