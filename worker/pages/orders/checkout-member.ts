import type { Context } from 'hono';
import { ProviderError } from '../../../src/provider/provider-error';
import type { OrderDetail } from '../../../src/schema/orders/order';
import type { SessionMember } from '../../../src/schema/members/member';
import { currentMember } from '../../auth/page-member';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { resolveListing, type ListingRequest } from '../site/listing-page';

// What the checkout, payment, confirmation and order-history pages share: they exist only on
// a site that sells (the 404 page elsewhere, like requireShop for the API), they belong to a
// signed-in member (a visitor goes to /auth?redirect=<this page> and comes back), and they
// are per-user, so they are never stored by any cache: a request with a token bypasses the
// HTML cache (worker/cache/page-cache.ts), and the answer says private, no-store.

export interface ShopMemberRequest extends ListingRequest {
  user: SessionMember;
  /** An internal path in the request's locale. */
  link: (path: string) => string;
}

/** The member's request, or the redirect to the login page (which brings them back). */
export async function resolveShopMember(c: Context<AppEnv>): Promise<ShopMemberRequest | Response> {
  if (!c.var.site.isECommerce) throw notFound(PAGE_NOT_FOUND);
  const request = await resolveListing(c);
  const link = (path: string) => localLink(c, path);
  const user = await currentMember(c);
  if (!user) {
    const url = new URL(c.req.url);
    const back = `${url.pathname}${url.search}`; // the URL as asked, locale prefix included
    return c.redirect(`${link('/auth')}?redirect=${encodeURIComponent(back)}`, 302);
  }
  return { ...request, user, link };
}

/** Per-user pages: kept by no shared or browser cache. */
export function personal(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A positive order id from the path, else the 404 page. */
export function orderIdParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw notFound(PAGE_NOT_FOUND);
  return Number(raw);
}

/** The member's own order; another member's, another site's or an unknown id is the 404 page. */
export async function memberOrder(request: ShopMemberRequest, id: number): Promise<OrderDetail> {
  try {
    return await request.source.provider.myOrder(id);
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 403)) {
      throw notFound(PAGE_NOT_FOUND);
    }
    throw error;
  }
}
