import type { ComponentConf } from '../../../../src/schema/site/component-conf';
import { notFound } from '../../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { findComponentConf } from './component-conf.repository';
import { localisedFooter } from '../branding/footer-locale';

/** A component's configuration; the footer's is read in the context's locale. */
export async function componentConf(ctx: ServiceContext, slug: string): Promise<ComponentConf> {
  const conf = await findComponentConf(ctx.db, ctx.site.id, slug);
  if (!conf) throw notFound("Cette configuration n'existe pas.");
  if (conf.slug !== 'footer') return conf;
  return { ...conf, conf: await localisedFooter(ctx.db, ctx.site.id, conf.id, conf.conf, ctx.scope) };
}
