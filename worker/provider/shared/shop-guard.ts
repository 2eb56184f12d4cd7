import { createMiddleware } from 'hono/factory';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';

// The shop (catalogue, cart, delivery, orders, payment) exists only on sites flagged
// e-commerce: elsewhere every shop endpoint and page answers 404, as if the
// path did not exist.

export const SHOP_NOT_FOUND = "Cette boutique n'existe pas sur ce site.";

export const requireShop = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.site.isECommerce) throw notFound(SHOP_NOT_FOUND);
  await next();
});

/** The same rule for a service: on a site that is not e-commerce, the shop does not exist. */
export function assertShop(site: { isECommerce: boolean }): void {
  if (!site.isECommerce) throw notFound(SHOP_NOT_FOUND);
}
