import { Hono, type Context } from 'hono';
import { breadcrumbList, jsonLdGraph } from '../../../src/domain/content/blog-json-ld';
import { parameterValue } from '../../../src/schema/site/parameter';
import type { BookableService } from '../../../src/schema/booking/booking';
import type { Service } from '../../../src/schema/content/service';
import { absoluteUrl } from '../../../src/ui/document/Document';
import { detailId, detailSegment, slugify } from '../../../src/domain/shared/slug-path';
import { parseTagQuery, SERVICE_PAGE_SIZE } from '../../../src/schema/content/service';
import { ServiceList } from '../../../src/ui/services/ServiceList';
import { ServicePage } from '../../../src/ui/services/ServicePage';
import { bookablesOf } from '../../../src/ui/services/ServicePrices';
import { SERVICE_LIST_PATH, serviceListPath, servicePath } from '../../../src/ui/services/service-paths';
import { ProviderError } from '../../../src/provider/provider-error';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { pageNumber } from './album.routes';
import { idSlugPath, localeAnswer, translationsOf } from '../site/content-translations';
import { orMissing, translatedElsewhere } from '../site/translated-elsewhere';
import { menuPageAt, renderListing, resolveListing, type ListingRequest } from '../site/listing-page';
import { loadSiteData, pageDataSource } from '../site/site-data';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { titleBesideMenu } from '../site/distinct-title';
import type { PageDataSource } from '../site/site-data';
import { logAs } from '../../http/request-log';

// The services (« Prestations ») list, filtered by tag with plain links (`?tag=enfants`,
// works without JavaScript) and paged, and one page per service
// (`/prestations/{id}-{slug}`; a wrong slug redirects to the right one).

function loadAllServices({ shared, cache }: PageDataSource) {
  return cache.get('services:all', () => shared.services({ nbItem: SERVICE_PAGE_SIZE }));
}

/**
 * The site's bookable services, for the prices shown with its services: none when online
 * booking is off (the provider answers 404). Read fresh, as the booking pages read them.
 */
async function loadBookables({ shared }: PageDataSource): Promise<BookableService[]> {
  return shared.bookingServices().then(
    ({ services }) => services,
    (error: unknown) => {
      if (error instanceof ProviderError && error.status === 404) return [];
      throw error;
    },
  );
}

/** A service page's BreadcrumbList (home › services › the service) and its Service. */
function serviceJsonLd(
  c: Context<AppEnv>,
  request: ListingRequest,
  service: Service,
): Record<string, unknown> {
  const origin = new URL(c.req.url).origin;
  const absolute = (path: string) => `${origin}${localLink(c, path)}`;
  const listTitle = menuPageAt(request, SERVICE_LIST_PATH)?.title ?? request.t.t('service.title');
  const business = parameterValue(request.data.parameters, 'COMPANY_NAME') ?? request.data.info.name;
  return jsonLdGraph([
    breadcrumbList([
      { name: request.t.t('blog.home'), url: absolute('/') },
      { name: listTitle, url: absolute(SERVICE_LIST_PATH) },
      { name: service.title, url: absolute(servicePath(service)) },
    ]),
    {
      '@type': 'Service',
      name: service.title,
      ...(service.summary ? { description: service.summary } : {}),
      url: absolute(servicePath(service)),
      ...(service.image ? { image: absoluteUrl(service.image.src, origin) } : {}),
      ...(service.tags.length > 0 ? { serviceType: service.tags[0] } : {}),
      provider: { '@type': 'LocalBusiness', '@id': `${origin}/#business`, name: business },
    },
  ]);
}

/** Detail paths of every service (first page of the list), for the sitemap. */
export async function serviceSitemapPaths(source: PageDataSource): Promise<string[]> {
  const { services } = await loadAllServices(source);
  return services.map(servicePath);
}

/**
 * A service's draft as its page will show it, for a shared preview link: in the service's
 * language, never indexed; the caller keeps it out of every cache.
 */
export async function renderServicePreview(
  c: Context<AppEnv>,
  service: Service,
  locale: string,
): Promise<Response> {
  const source = await pageDataSource(c, locale);
  const path = servicePath(service);
  const request: ListingRequest = {
    locale,
    path,
    data: await loadSiteData(source),
    source,
    t: translatorFor(locale),
  };
  return renderListing(
    c,
    request,
    {
      title: service.title,
      description: service.summary || service.title,
      route: 'service',
      canonical: path,
      noindex: true,
    },
    <ServicePage service={service} bookables={bookablesOf([service.id], await loadBookables(source))} />,
  );
}

export const servicePageRoutes = new Hono<AppEnv>()
  .get(SERVICE_LIST_PATH, logAs('page:service-list'), async (c) => {
    const page = pageNumber(c.req.query('page'));
    if (page === null) throw notFound(PAGE_NOT_FOUND);
    const request = await resolveListing(c);
    const all = await loadAllServices(request.source);
    const menuPage = menuPageAt(request, SERVICE_LIST_PATH);
    // A site that neither offers services nor has a « Prestations » page has no such page.
    if (!menuPage && all.total === 0) throw notFound(PAGE_NOT_FOUND);
    // Tags offered as filters: those of the site's services. Only those are accepted in the
    // URL, so the cache keys below stay a small, known set.
    const allTags = [...new Set(all.services.flatMap((service) => service.tags))];
    const asked = parseTagQuery(c.req.queries('tag')?.join(','));
    const tags = asked.filter((tag) => allTags.includes(tag));
    if (asked.length > 0 && tags.length === 0) throw notFound(PAGE_NOT_FOUND);
    const { shared, cache } = request.source;
    const { services, total } =
      tags.length === 0 && page === 1
        ? all
        : await cache.get(`services:tag=${tags.join(',')}:page=${page}`, () =>
            shared.services({ tag: tags.join(','), page, nbItem: SERVICE_PAGE_SIZE }),
          );
    const pageCount = Math.max(1, Math.ceil(total / SERVICE_PAGE_SIZE));
    if (page > pageCount) throw notFound(PAGE_NOT_FOUND);
    const title = menuPage?.title ?? request.t.t('service.title');
    const filtered = tags.length > 0 ? ` : ${tags.join(', ')}` : '';
    const pageTitle =
      page > 1
        ? request.t.t('news.pageTitle', { title: `${title}${filtered}`, page })
        : `${title}${filtered}`;
    const description = menuPage?.metaDescription || request.t.t('service.listDescription', { title });
    return renderListing(
      c,
      request,
      {
        title: pageTitle,
        // A tag or a page other than the first is its own page: its description says which.
        description: pageTitle === title ? description : `${pageTitle} – ${description}`,
        route: 'service-list',
        canonical: serviceListPath({ tags, page }),
      },
      <ServiceList
        title={title}
        services={services}
        total={total}
        allTags={allTags}
        selectedTags={tags}
        page={page}
        pageCount={pageCount}
        bookables={await loadBookables(request.source)}
      />,
    );
  })
  .get(`${SERVICE_LIST_PATH}/:segment`, logAs('page:service'), async (c) => {
    const segment = c.req.param('segment');
    const id = detailId(segment);
    if (id === null) throw notFound(PAGE_NOT_FOUND);
    const request = await resolveListing(c);
    const { shared, cache } = request.source;
    const service = await orMissing(() => cache.get(`service:${id}`, () => shared.service(id)));
    if (!service) {
      const moved = await translatedElsewhere(
        c,
        (source) => orMissing(() => source.cache.get(`service:${id}`, () => source.shared.service(id))),
        idSlugPath(SERVICE_LIST_PATH),
      );
      if (moved !== null) return c.redirect(localLink(c, moved), 301);
      throw notFound(PAGE_NOT_FOUND);
    }
    const answer = localeAnswer(
      { ...service, slug: slugify(service.title), translations: translationsOf(service) },
      request.locale,
      idSlugPath(SERVICE_LIST_PATH),
    );
    if (answer.kind === 'missing') throw notFound(PAGE_NOT_FOUND);
    if (answer.kind === 'redirect') return c.redirect(localLink(c, answer.path), 301);
    if (segment !== detailSegment(service.id, service.title)) {
      return c.redirect(localLink(c, servicePath(service)), 301);
    }
    return renderListing(
      c,
      request,
      {
        // Named like a menu page (the page presenting it)? Then « – Prestations ».
        title: titleBesideMenu(
          service.title,
          servicePath(service),
          request.data.tree,
          request.locale,
          menuPageAt(request, SERVICE_LIST_PATH)?.title ?? request.t.t('service.title'),
        ),
        description: service.summary || service.title,
        route: 'service',
        canonical: servicePath(service),
        alternates: answer.alternates,
        jsonLd: serviceJsonLd(c, request, service),
      },
      <ServicePage
        service={service}
        bookables={bookablesOf(
          [service.id, ...service.translations.map((translation) => translation.id)],
          await loadBookables(request.source),
        )}
      />,
    );
  });
