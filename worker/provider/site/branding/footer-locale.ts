import { footerConfSchema, type FooterConf } from '../../../../src/schema/site/component-conf';
import { footerFieldKey, overlayLocale, overlayValues, type LocaleScope } from '../../translation/public';
import { pageTargets } from '../settings/component-conf.repository';

// The footer in a non-default locale: its column titles and link labels come from
// the translations overlay (entity 'footer'), and a link to a CMS page follows the page's
// translation group to the page of the read's locale. A page with no valid row in that locale
// is left out there rather than linked to a 404; other targets (fixed routes such as /boutique,
// which the shell localises, or external addresses) stay as written.

/** The stored footer conf as a visitor of the scope's locale reads it. */
export async function localisedFooter(
  db: D1Database,
  siteId: number,
  id: number,
  conf: Record<string, unknown>,
  scope: LocaleScope,
): Promise<Record<string, unknown>> {
  const locale = overlayLocale(scope);
  const parsed = footerConfSchema.safeParse(conf);
  if (locale === null || !parsed.success) return conf;
  const texts = (await overlayValues(db, siteId, 'footer', scope, [id])).get(id) ?? {};
  const hrefs = parsed.data.columns.flatMap((column) => column.links.map((link) => link.href));
  const targets = await pageTargets(db, siteId, scope, locale, hrefs);
  const columns = parsed.data.columns.flatMap((column, index): FooterConf['columns'] => {
    const links = column.links.flatMap((link, position) => {
      const target = targets.has(link.href) ? targets.get(link.href) : link.href;
      if (target === null || target === undefined) return [];
      return [{ label: texts[footerFieldKey(index, position)] ?? link.label, href: target }];
    });
    return links.length === 0 ? [] : [{ title: texts[footerFieldKey(index)] ?? column.title, links }];
  });
  return { ...conf, columns };
}
