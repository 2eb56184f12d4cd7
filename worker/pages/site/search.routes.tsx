import { Hono, type Context } from 'hono';
import { parameterFlag } from '../../../src/schema/site/parameter';
import { SEARCH_PAGE_SIZE, type SearchList } from '../../../src/schema/site/search';
import { ProviderError } from '../../../src/provider/provider-error';
import { SearchPage } from '../../../src/ui/search/SearchPage';
import { SEARCH_PATH, searchPath } from '../../../src/ui/search/search-paths';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { rememberLocale } from '../../http/locale-cookie';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { renderPage } from './renderer';
import { loadSiteData, pageDataSource } from './site-data';

// The search results page (/recherche?q=…&page=N, 10 per page, noindex), when the site shows
// the search bar (SEARCH_BAR). Results come from the provider's GET /search (without the
// visitor's token: search covers public content only); they are not put in the page-data
// cache, since every query differs. A query the provider refuses shows its French message.

async function searchPage(c: Context<AppEnv>): Promise<Response> {
  const rawPage = c.req.query('page');
  if (rawPage !== undefined && !/^[1-9]\d{0,3}$/.test(rawPage)) throw notFound(PAGE_NOT_FOUND);
  const page = rawPage === undefined ? 1 : Number(rawPage);
  const locale = c.var.locale;
  rememberLocale(c);
  const source = await pageDataSource(c, locale);
  const data = await loadSiteData(source);
  if (!parameterFlag(data.parameters, 'SEARCH_BAR')) throw notFound(PAGE_NOT_FOUND);
  const q = (c.req.query('q') ?? '').trim();
  let result: SearchList = { results: [], total: 0 };
  let error: string | null = null;
  let status = 200;
  if (q !== '') {
    try {
      result = await source.shared.search({ q, page, nbItem: SEARCH_PAGE_SIZE });
    } catch (caught) {
      if (!(caught instanceof ProviderError) || caught.status !== 400) throw caught;
      // The provider's refusal is French: another language says it in its own words.
      error =
        translatorFor(locale).uiLocale === 'fr_FR'
          ? caught.message
          : translatorFor(locale).t('search.needsWord');
      status = 400;
    }
  }
  const pageCount = Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE));
  if (page > pageCount) throw notFound(PAGE_NOT_FOUND);
  const link = (target: string) => localLink(c, target);
  const t = translatorFor(locale);
  const searchTitle =
    q === ''
      ? t.t('search.title')
      : page > 1
        ? t.t('news.pageTitle', { title: t.t('search.titleFor', { q }), page })
        : t.t('search.titleFor', { q });
  return renderPage(
    c,
    {
      data,
      locale,
      path: SEARCH_PATH,
      layout: 'STANDARD',
      route: 'search',
      meta: {
        title: searchTitle,
        // Each search and each of its pages is its own page: its description says which.
        description: q === '' ? t.t('search.description') : `${searchTitle} – ${t.t('search.description')}`,
        canonicalPath: link(q === '' ? SEARCH_PATH : searchPath(q, page)),
        noindex: true,
      },
    },
    <SearchPage
      q={q}
      error={error}
      results={result.results}
      total={result.total}
      page={page}
      pageCount={pageCount}
    />,
    status,
  );
}

export const searchPageRoutes = new Hono<AppEnv>().get(SEARCH_PATH, searchPage);
