import type { ListQuery } from '../../../../src/domain/shared/list-query';
import type { FooterLogo } from '../../../../src/schema/site/footer-logo';
import { listQuerySql } from '../../shared/list-query-sql';
import type { ServiceContext } from '../../shared/service-context';
import { footerLogoListSpec, listFooterLogos } from './footer-logo.repository';

/** The logos' list query: what may be sorted and filtered (the routes document it). */
export { footerLogoListSpec };

/** One page of the footer's partner and label logos. */
export function footerLogos(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ footerLogos: FooterLogo[]; total: number }> {
  return listFooterLogos(ctx.db, ctx.site.id, listQuerySql(query, footerLogoListSpec));
}
