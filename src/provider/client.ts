import { z } from 'zod';
import { ProviderError } from './provider-error';
import { toListQueryString } from '../domain/shared/list-query';
import { formSubmittedSchema, publicFormSchema } from '../schema/content/forms';
import {
  arianeItemSchema,
  blogArticleDetailSchema,
  blogFolderContentSchema,
  blogFolderDetailSchema,
} from '../schema/content/blog';
import { albumListSchema, albumPublicDetailSchema } from '../schema/content/album';
import { companyAddressListSchema } from '../schema/site/address';
import {
  collectSlotsSchema,
  relayAccessPointSchema,
  shippingPriceSchema,
  type RelayQueryRequest,
  type ShippingFeesInput,
} from '../schema/delivery/delivery';
import { discountCheckSchema, type DiscountCheckInput } from '../schema/orders/discount';
import { componentConfSchema } from '../schema/site/component-conf';
import { FOOTER_LOGO_PAGE_SIZE, footerLogoListSchema } from '../schema/site/footer-logo';
import {
  elementListSchema,
  elementPageSchema,
  elementDetailSchema,
  registrationResultSchema,
  type RegistrationInput,
} from '../schema/content/element';
import { externalAppPublicConfigSchema } from '../schema/site/external-app';
import { reviewListSchema } from '../schema/content/review';
import { serviceDetailSchema, serviceListSchema } from '../schema/content/service';
import {
  awardSchema,
  mealIconSchema,
  productListSchema,
  recommendedProductsSchema,
  productDetailSchema,
  siteVariationSchema,
  type ProductQuery,
} from '../schema/catalogue/product';
import type { MessageInput } from '../schema/content/message';
import { pageDetailSchema, pageTreeSchema, type PageTree } from '../schema/content/page';
import { newsDetailSchema, newsListSchema } from '../schema/content/news';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderCreatedSchema,
  orderDetailSchema,
  orderListSchema,
  type OrderInput,
} from '../schema/orders/order';
import {
  paymentMethodListSchema,
  paymentStartedSchema,
  stripePublicKeySchema,
  type PaymentMethod,
} from '../schema/orders/payment';
import { searchListSchema } from '../schema/site/search';
import { parameterSchema } from '../schema/site/parameter';
import { citySchema, countrySchema, siteInfoSchema } from '../schema/site/site';
import { loginResultSchema, sessionMemberSchema, type LoginInput } from '../schema/members/member';
import type { RegisterInput } from '../schema/members/member';
import { visitSchema } from '../schema/site/visit';
import {
  appointmentViewSchema,
  bookableServicesSchema,
  bookedSchema,
  memberAppointmentsSchema,
  slotDaysSchema,
  type BookingInput,
} from '../schema/booking/booking';
import {
  accountExportSchema,
  type AccountDeletion,
  type PasswordChange,
  type ProfileUpdateInput,
} from '../schema/members/account';
import { memberSchema } from '../schema/members/member';
import {
  giftCardBalanceSchema,
  giftCardCreatedSchema,
  giftCardOfferSchema,
  type GiftCardPurchase,
} from '../schema/gift-cards/gift-card';
import {
  newsletterListSchema,
  newsletterSubscriptionSchema,
  type NewsletterSignupInput,
} from '../schema/members/newsletter';

// The one typed client of the provider API. It speaks over a fetch-shaped
// seam: in-process (the Worker's own app) or over HTTPS to a remote provider, same contract.

export type ProviderFetch = (request: Request) => Promise<Response>;

export interface ProviderClientOptions {
  fetch: ProviderFetch;
  baseUrl: string; // e.g. http://localhost/api — no trailing slash
  siteId: number; // sent as the fixed site identifier header
  locale: string; // sent as userLang
  token?: string | null; // sent as Authorization when present
  clientIp?: string | null; // the visitor's address, for per-sender limits (in-process calls)
}

const loggedSchema = z.object({ logged: z.literal(true), user: sessionMemberSchema });

const looseEnvelope = z.object({ success: z.boolean(), data: z.unknown(), message: z.string() });

export function createProviderClient(options: ProviderClientOptions) {
  async function call<T extends z.ZodType>(
    schema: T,
    path: string,
    init: RequestInit = {},
  ): Promise<z.infer<T>> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    headers.set('userLang', options.locale);
    headers.set('idSite', String(options.siteId));
    if (options.token) headers.set('Authorization', options.token);
    if (options.clientIp) headers.set('cf-connecting-ip', options.clientIp);
    // A FormData body sets its own multipart type and boundary.
    if (init.body !== undefined && !(init.body instanceof FormData))
      headers.set('Content-Type', 'application/json');
    const response = await options.fetch(
      new Request(`${options.baseUrl}${path}`, { ...init, headers, credentials: 'include' }),
    );
    const raw: unknown = await response.json().catch(() => null);
    const envelope = looseEnvelope.safeParse(raw);
    if (!envelope.success) {
      throw new ProviderError(`Réponse inattendue du fournisseur (${response.status}).`, response.status);
    }
    if (!response.ok || !envelope.data.success) {
      throw new ProviderError(envelope.data.message, response.status, envelope.data.data);
    }
    return schema.parse(envelope.data.data);
  }

  const json = (payload: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(payload) });

  return {
    parameters: () => call(z.array(parameterSchema), '/parameter'),
    parameter: (type: string) => call(parameterSchema, `/parameter/${encodeURIComponent(type)}`),
    // media
    /** A remote SVG fetched by the provider (public addresses only) and sanitised. */
    loadSvg: (url: string) => call(z.string(), '/image/load-svg', json({ url })),
    siteInfo: () => call(siteInfoSchema, '/site/info'),
    /** The site's content version: every write bumps it (worker/cache/content-version.ts). */
    contentVersion: async () =>
      (await call(z.object({ version: z.number().int() }), '/site/version')).version,
    logVisit: (source: string, path: string) =>
      call(visitSchema, `/site/visit/${encodeURIComponent(source)}?${toListQueryString({ path })}`),
    pageTree: (): Promise<PageTree> => call(pageTreeSchema, '/page'),
    // blog
    blogFolderList: (idFolder: number | null, query: Record<string, string | number> = {}) =>
      call(
        blogFolderContentSchema,
        `/blog/folder/list${idFolder === null ? '' : `/${idFolder}`}?${toListQueryString(query)}`,
      ),
    blogFolder: (id: number) => call(blogFolderDetailSchema, `/blog/folder/${id}`),
    blogFolderAriane: (id: number) => call(z.array(arianeItemSchema), `/blog/folder/ariane/${id}`),
    blogAriane: (id: number) => call(z.array(arianeItemSchema), `/blog/ariane/${id}`),
    blog: (id: number) => call(blogArticleDetailSchema, `/blog/${id}`),
    page: (id: number) => call(pageDetailSchema, `/page/${id}`),
    // shop: catalogue
    /** A page of published products (100 by default), by price unless `orderBy` says otherwise. */
    products: (query: ProductQuery = {}) => call(productListSchema, `/product?${toListQueryString(query)}`),
    product: (id: number) => call(productDetailSchema, `/product/${id}`),
    variations: () => call(z.array(siteVariationSchema), '/variation'),
    awards: (productId: number) =>
      call(z.array(awardSchema), `/award?${toListQueryString({ product: productId })}`),
    /** Chosen by the owner, else same kind or appellation (at most 4). */
    recommendedProducts: async (id: number) =>
      (await call(recommendedProductsSchema, `/v2/product/recommended/${id}`)).products,
    mealIcons: () => call(z.array(mealIconSchema), '/parameter/product/meal-icon'),
    // albums and services
    albums: (query: { page?: number; nbItem?: number } = {}) =>
      call(albumListSchema, `/album?${toListQueryString(query)}`),
    album: (id: number) => call(albumPublicDetailSchema, `/album/${id}`),
    services: (query: { page?: number; nbItem?: number; tag?: string } = {}) =>
      call(serviceListSchema, `/service?${toListQueryString(query)}`),
    service: (id: number) => call(serviceDetailSchema, `/service/${id}`),
    // shop: cart
    /** The footer's partner and label logos: one page of 100. */
    footerLogos: () => call(footerLogoListSchema, `/footer-logo?nbItem=${FOOTER_LOGO_PAGE_SIZE}`),
    componentConf: (slug: string) => call(componentConfSchema, `/component/conf/${encodeURIComponent(slug)}`),
    // news
    /** A page of published news: list-query fields, plus `promoted: true` for the home page's. */
    news: (query: Record<string, string | number | boolean> = {}) =>
      call(newsListSchema, `/news?${toListQueryString(query)}`),
    newsItem: (id: number) => call(newsDetailSchema, `/news/${id}`),
    // checkout: delivery
    /** Carriers that deliver these lines to this address, priced by the server, cheapest first. */
    shippingFees: (input: ShippingFeesInput) =>
      call(z.array(shippingPriceSchema), '/calculate/shipping-fees', json(input)),
    /** Relay points nearest the address's postal code first. */
    relayAccessPoints: (input: RelayQueryRequest) =>
      call(z.array(relayAccessPointSchema), '/relay/access-points', json(input)),
    /** Pick-up dates and slots of a click-and-collect address (Paris time, after the lead hours). */
    collectSlots: (idAddress: number) =>
      call(collectSlotsSchema, `/click-and-collect/slots?${toListQueryString({ idAddress })}`),
    /** A discount code's figures for the cart, or a ProviderError with the French refusal. */
    checkDiscount: (input: DiscountCheckInput) => call(discountCheckSchema, '/order/discount', json(input)),
    // search
    search: (query: { q: string; page?: number; nbItem?: number }) =>
      call(searchListSchema, `/search?${toListQueryString(query)}`),
    countries: (query: Record<string, string | number> = {}) =>
      call(
        z.object({ countries: z.array(countrySchema), total: z.number() }),
        `/countries?${toListQueryString(query)}`,
      ),
    // elements, addresses, reviews, external apps
    elementLists: () => call(z.array(elementListSchema), '/element'),
    elements: (route: string, query: Record<string, string | number> = {}) =>
      call(elementPageSchema, `/element/${encodeURIComponent(route)}?${toListQueryString(query)}`),
    element: (route: string, id: number) =>
      call(elementDetailSchema, `/element/${encodeURIComponent(route)}/${id}`),
    registerToElement: (route: string, id: number, registration: RegistrationInput) =>
      call(
        registrationResultSchema,
        `/element/${encodeURIComponent(route)}/${id}/register`,
        json(registration),
      ),
    companyAddresses: (query: Record<string, string | number> = {}) =>
      call(companyAddressListSchema, `/company/address?${toListQueryString(query)}`),
    // checkout: page
    googleReviews: (from?: string) =>
      call(reviewListSchema, `/google/reviews?${toListQueryString({ from })}`),
    externalAppPublicConfig: (app: string) =>
      call(externalAppPublicConfigSchema, `/external-app/${encodeURIComponent(app)}/config/public`),
    cities: (search: string, idCountry: number) =>
      call(z.array(citySchema), `/cities/${encodeURIComponent(search)}/${idCountry}`),
    // checkout: orders
    /** Places the order; the same idempotency key (one per checkout attempt) returns the same order. */
    placeOrder: (order: OrderInput, idempotencyKey: string) =>
      call(orderCreatedSchema, '/order', {
        ...json(order),
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    myOrders: (query: { page?: number; nbItem?: number } = {}) =>
      call(orderListSchema, `/user/orders?${toListQueryString(query)}`),
    myOrder: (id: number) => call(orderDetailSchema, `/user/orders/${id}`),
    /** The invoice PDF's address (a binary answer, not an envelope): link to it. */
    paymentMethods: () => call(paymentMethodListSchema, '/order/payment-methods'),
    startPayment: (orderId: number, method: PaymentMethod) =>
      call(paymentStartedSchema, `/order/${orderId}/payment`, json({ method })),
    stripePublicKey: () => call(stripePublicKeySchema, '/custom-stripe/public-key'),
    // forms
    form: (id: number) => call(publicFormSchema, `/forms/${id}`),
    submitForm: (id: number, body: FormData) =>
      call(formSubmittedSchema, `/forms/${id}/submit`, { method: 'POST', body }),
    // members: auth
    login: (credentials: LoginInput) => call(loginResultSchema, '/login', json(credentials)),
    /** Who the token belongs to; a 401 (no session, expired, revoked) answers null. */
    logged: async () => {
      try {
        return (await call(loggedSchema, '/logged')).user;
      } catch (error) {
        if (error instanceof ProviderError && error.status === 401) return null;
        throw error;
      }
    },
    /** Revokes the token's session on the provider. */
    logout: () => call(z.null(), '/logout', { method: 'POST' }),
    /** Creates the member's account and signs them in: the new session's token. */
    register: (input: RegisterInput) => call(z.null(), '/register', json(input)),
    /** Always the same answer, whether the e-mail has an account or not. */
    askSignInLink: (email: string) =>
      call(z.null(), '/login/link/ask', { method: 'PUT', body: JSON.stringify({ email }) }),
    signInWithLink: (token: string) => call(loginResultSchema, '/login/link', json({ token })),
    askPasswordReset: (email: string) =>
      call(z.null(), '/password/reset/ask', { method: 'PUT', body: JSON.stringify({ email }) }),
    resetPassword: (input: { token: string; password: string }) =>
      call(z.null(), '/password/reset', { method: 'PUT', body: JSON.stringify(input) }),
    sendMessage: (message: MessageInput) => call(z.object({ id: z.number() }), '/message', json(message)),
    // members: account
    member: () => call(memberSchema, '/user'),
    updateMember: (profile: ProfileUpdateInput) =>
      call(memberSchema, '/user', { method: 'PUT', body: JSON.stringify(profile) }),
    changePassword: (change: PasswordChange) =>
      call(z.null(), '/user/password', { method: 'PUT', body: JSON.stringify(change) }),
    deleteAccount: (confirmation: AccountDeletion) =>
      call(z.null(), '/user', { method: 'DELETE', body: JSON.stringify(confirmation) }),
    accountExport: () => call(accountExportSchema, '/user/export'),
    newsletterLists: () => call(z.array(newsletterListSchema), '/user/newsletter/lists'),
    newsletterSubscription: () => call(newsletterSubscriptionSchema, '/user/newsletter/subscription'),
    setNewsletterSubscription: (lists: number[]) =>
      call(newsletterSubscriptionSchema, '/user/newsletter/subscription', {
        method: 'PUT',
        body: JSON.stringify({ lists }),
      }),
    subscribeNewsletter: (signup: NewsletterSignupInput) =>
      call(z.null(), '/newsletter/subscribe', json(signup)),
    confirmNewsletter: (token: string) => call(z.null(), '/newsletter/confirm', json({ token })),
    unsubscribeNewsletter: (token: string) => call(z.null(), '/newsletter/unsubscribe', json({ token })),
    // online booking: services, free slots, booking, the manage calls behind the signed link
    bookingServices: () => call(bookableServicesSchema, '/booking/services'),
    bookingSlots: (service: number, from: string, days: number) =>
      call(
        slotDaysSchema,
        `/booking/slots?${new URLSearchParams({ service: String(service), from, days: String(days) })}`,
      ),
    book: (input: BookingInput) => call(bookedSchema, '/booking', json(input)),
    memberAppointments: () => call(memberAppointmentsSchema, '/user/booking'),
    appointment: (reference: string, token: string) =>
      call(
        appointmentViewSchema,
        `/booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`,
      ),
    cancelAppointment: (reference: string, token: string) =>
      call(
        appointmentViewSchema,
        `/booking/${encodeURIComponent(reference)}/cancel?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
        },
      ),
    moveAppointment: (reference: string, token: string, start: string) =>
      call(
        appointmentViewSchema,
        `/booking/${encodeURIComponent(reference)}/move?token=${encodeURIComponent(token)}`,
        json({ start }),
      ),
    // gift cards: what is offered, buying one, a card's balance from its code
    giftCardOffer: () => call(giftCardOfferSchema, '/gift-card/offer'),
    buyGiftCard: (input: GiftCardPurchase) => call(giftCardCreatedSchema, '/gift-card', json(input)),
    giftCardBalance: (code: string) => call(giftCardBalanceSchema, '/gift-card/balance', json({ code })),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
