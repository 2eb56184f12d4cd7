import { escapeHtml } from '../../../src/domain/shared/rich-text'; // its entities are valid XML too
import { isoLocale } from '../../../src/domain/shared/locale';

// The sitemap's XML: one <url> per page of each locale, and, for a page that exists
// in several of the site's languages, an xhtml:link alternate per language (itself included,
// as Google asks) plus x-default, the default language's URL. Entries are grouped by `group`:
// the same group in two locales means "the same page, translated". An item that exists in one
// language only carries no alternates (there is nothing to point at).

export interface SitemapEntry {
  locale: string;
  path: string; // public path, locale prefix and route words included
  group: string; // what the page is, the same in every language: 'page:12', 'product:3'
  lastmod?: string;
}

const SITEMAP_NAMESPACES =
  'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';

function alternateLinks(origin: string, members: SitemapEntry[], defaultLocale: string): string {
  if (new Set(members.map((member) => member.locale)).size < 2) return '';
  const links = members.map(
    (member) =>
      `<xhtml:link rel="alternate" hreflang="${isoLocale(member.locale)}" href="${escapeHtml(origin + member.path)}"/>`,
  );
  const fallback = members.find((member) => member.locale === defaultLocale);
  if (fallback)
    links.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + fallback.path)}"/>`,
    );
  return links.join('');
}

export function sitemapXml(origin: string, entries: SitemapEntry[], defaultLocale: string): string {
  const groups = new Map<string, SitemapEntry[]>();
  const seen = new Set<string>();
  const unique: SitemapEntry[] = [];
  for (const entry of entries) {
    // A page reached two ways (the blog's home in the menu and as the blog) is listed once.
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    unique.push(entry);
    const members = groups.get(entry.group) ?? [];
    // One URL per language and group: the first one found is the page's own.
    if (!members.some((member) => member.locale === entry.locale)) members.push(entry);
    groups.set(entry.group, members);
  }
  const urls = unique.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
    const alternates = alternateLinks(origin, groups.get(entry.group) ?? [], defaultLocale);
    return `  <url><loc>${escapeHtml(origin + entry.path)}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${SITEMAP_NAMESPACES}>\n${urls.join('\n')}\n</urlset>\n`;
}
