import { parseListQuery, toListQueryString, type ListQuerySpec } from '../../src/domain/shared/list-query';
import type { ProviderClient } from '../../src/provider/client';
import { withFallback } from '../../src/provider/lazy-client';
import { ProviderError } from '../../src/provider/provider-error';
import { FOOTER_LOGO_PAGE_SIZE } from '../../src/schema/site/footer-logo';
import { searchQuerySchema } from '../../src/schema/site/search';
import { parseTagQuery } from '../../src/schema/content/service';
import type { z } from 'zod';
import { AppError } from '../errors';
import { parseId } from '../http/ids';
import { localisedValidationError } from '../http/validate';
import { localisedApiFields, localisedApiText } from '../../src/i18n/api-messages';
import type { ServiceContext } from './shared/service-context';
import { assertShop } from './shared/shop-guard';

// The pages' in-process adapter of the provider client: the reads every page makes call the
// services directly, with no Request, no JSON and no second validation of our own typed
// answers. It answers as the remote client does (the contract test runs both): a refusal is a
// ProviderError with the route's status, message and data; anything unexpected is logged with
// the request id and becomes the 500 the route would have answered, so the pages still tell an
// outage (a stale copy is served) from a refusal. What a visitor typed (a search, an address) is
// checked by the route's own schema, refused in the same words. The writes (sign-in, orders,
// messages, answers, bookings) still go through the in-process HTTP seam.

const GENERIC = 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.';

type Query = Record<string, string | number | boolean | undefined>;

// Loaded on first use, as the provider app is: a page's first read evaluates the modules' code.
const content = () => import('./content/public');
const site = () => import('./site/public');
const catalogue = () => import('./catalogue/public');
const members = () => import('./members/public');
const orders = () => import('./orders/public');
const delivery = () => import('./delivery/public');
const deliverySchemas = () => import('../../src/schema/delivery/delivery');

const params = (query: Query): URLSearchParams => new URLSearchParams(toListQueryString(query));
const listQuery = (query: Query, spec: ListQuerySpec) => parseListQuery(params(query), spec);

export function inProcessClient(base: ProviderClient, ctx: ServiceContext): ProviderClient {
  /** The input as the route's schema reads it, or the 400 the route answers. */
  function checked<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
    const result = schema.safeParse(input);
    if (!result.success) throw localisedValidationError(result.error, ctx.scope.locale);
    return result.data;
  }

  async function served<T>(operation: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      // The refusal in the request's language, as the error handler answers the remote call.
      const locale = ctx.scope.locale;
      if (error instanceof AppError) {
        const fields = error.fields ? localisedApiFields(error.fields, locale) : null;
        throw new ProviderError(
          localisedApiText(error.message, locale),
          error.status,
          fields ? { errors: fields } : null,
        );
      }
      console.error(
        JSON.stringify({
          requestId: ctx.requestId,
          event: 'provider.service_failed',
          operation,
          siteId: ctx.site.id,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          stack: error instanceof Error ? error.stack : undefined,
        }),
      );
      throw new ProviderError(localisedApiText(GENERIC, locale), 500);
    }
  }

  const overrides: Partial<ProviderClient> = {
    siteInfo: () => served('siteInfo', async () => (await site()).siteInfo(ctx)),
    contentVersion: () => served('contentVersion', async () => (await site()).contentVersion(ctx)),
    parameters: () => served('parameters', async () => (await site()).parameters(ctx)),
    parameter: (type) => served('parameter', async () => (await site()).parameter(ctx, type)),
    componentConf: (slug) => served('componentConf', async () => (await site()).componentConf(ctx, slug)),
    footerLogos: () =>
      served('footerLogos', async () => {
        const { footerLogos, footerLogoListSpec } = await site();
        return footerLogos(ctx, listQuery({ nbItem: FOOTER_LOGO_PAGE_SIZE }, footerLogoListSpec));
      }),
    pageTree: () => served('pageTree', async () => (await content()).pageTree(ctx)),
    page: (id) => served('page', async () => (await content()).page(ctx, parseId(String(id)))),
    news: (query = {}) =>
      served('news', async () => {
        const { newsList, newsListSpec } = await content();
        const promoted = query.promoted === undefined ? undefined : String(query.promoted) === 'true';
        return newsList(ctx, listQuery(query, newsListSpec), promoted);
      }),
    newsItem: (id) => served('newsItem', async () => (await content()).newsItem(ctx, parseId(String(id)))),
    albums: (query = {}) =>
      served('albums', async () => {
        const { albums, albumListSpec } = await content();
        return albums(ctx, listQuery(query, albumListSpec));
      }),
    album: (id) => served('album', async () => (await content()).album(ctx, parseId(String(id)))),
    services: (query = {}) =>
      served('services', async () => {
        const { services, serviceListSpec } = await content();
        const tags = parseTagQuery(params(query).getAll('tag').join(','));
        return services(ctx, listQuery(query, serviceListSpec), tags);
      }),
    service: (id) => served('service', async () => (await content()).service(ctx, parseId(String(id)))),
    elementLists: () => served('elementLists', async () => (await content()).elementLists(ctx)),
    elements: (route, query = {}) =>
      served('elements', async () => {
        const { elements, elementListSpec } = await content();
        return elements(ctx, route, listQuery(query, elementListSpec));
      }),
    products: (query = {}) =>
      served('products', async () => (await catalogue()).products(ctx, params(query))),
    product: (id) => served('product', async () => (await catalogue()).product(ctx, String(id))),
    variations: () => served('variations', async () => (await catalogue()).variations(ctx)),
    awards: (productId) => served('awards', async () => (await catalogue()).awards(ctx, String(productId))),
    recommendedProducts: (id) =>
      served('recommendedProducts', async () =>
        (await catalogue()).recommended(ctx, String(id)).then((r) => r.products),
      ),
    mealIcons: () => served('mealIcons', async () => (await catalogue()).mealIcons(ctx)),
    element: (route, id) => served('element', async () => (await content()).element(ctx, route, String(id))),
    blogFolderList: (idFolder, query = {}) =>
      served('blogFolderList', async () =>
        (await content()).blogFolderContent(ctx, idFolder ?? undefined, params(query)),
      ),
    blogFolder: (id) => served('blogFolder', async () => (await content()).blogFolder(ctx, id)),
    blogFolderAriane: (id) =>
      served('blogFolderAriane', async () => (await content()).blogFolderAriane(ctx, id)),
    blog: (id) => served('blog', async () => (await content()).blogArticle(ctx, id)),
    blogAriane: (id) => served('blogAriane', async () => (await content()).blogArticleAriane(ctx, id)),
    companyAddresses: (query = {}) =>
      served('companyAddresses', async () => (await content()).companyAddresses(ctx, params(query))),
    externalAppPublicConfig: (app) =>
      served('externalAppPublicConfig', async () => (await site()).externalAppPublicConfig(ctx, app)),
    form: (id) => served('form', async () => (await content()).visitorForm(ctx, parseId(String(id)))),
    // the visitor's own space: the token in the context says who
    logged: async () => {
      if (!ctx.token) return null;
      try {
        return await served('logged', async () => (await members()).loggedMember(ctx));
      } catch (error) {
        if (error instanceof ProviderError && error.status === 401) return null;
        throw error;
      }
    },
    member: () => served('member', async () => (await members()).memberProfile(ctx)),
    accountExport: () => served('accountExport', async () => (await members()).accountExport(ctx)),
    newsletterLists: () => served('newsletterLists', async () => (await members()).newsletterLists(ctx)),
    newsletterSubscription: () =>
      served('newsletterSubscription', async () => (await members()).newsletterSubscription(ctx)),
    myOrders: (query = {}) => served('myOrders', async () => (await orders()).myOrders(ctx, params(query))),
    myOrder: (id) => served('myOrder', async () => (await orders()).myOrder(ctx, parseId(String(id)))),
    paymentMethods: () => served('paymentMethods', async () => (await orders()).paymentMethods(ctx)),
    stripePublicKey: () => served('stripePublicKey', async () => (await orders()).stripePublicKey(ctx)),
    // search, countries and delivery
    search: (query) =>
      served('search', async () => {
        const input = checked(searchQuerySchema, Object.fromEntries(params(query)));
        return (await site()).search(ctx, input);
      }),
    countries: (query = {}) => served('countries', async () => (await site()).countries(ctx, params(query))),
    cities: (search, idCountry) =>
      served('cities', async () => (await site()).cities(ctx, search, parseId(String(idCountry)))),
    shippingFees: (input) =>
      served('shippingFees', async () => {
        const { shippingFees } = await delivery();
        assertShop(ctx.site); // the shop is looked at before the body, as the route does
        return shippingFees(ctx, checked((await deliverySchemas()).shippingFeesInputSchema, input));
      }),
    relayAccessPoints: (input) =>
      served('relayAccessPoints', async () => {
        const { relayAccessPoints } = await delivery();
        assertShop(ctx.site);
        return relayAccessPoints(ctx, checked((await deliverySchemas()).relayQueryInputSchema, input));
      }),
    collectSlots: (idAddress) =>
      served('collectSlots', async () => (await delivery()).collectSlots(ctx, String(idAddress))),
  };
  return withFallback(overrides, base);
}
