// What the orders module offers the rest of the Worker (the order mails, the daily order
// maintenance of worker/cron): code outside worker/provider/ imports this module only from here.
export { loadMailShop, loadOrderSettings, mailShopIn } from './order-settings';
export { moveOrder } from './order-status';
export { findOrder } from './order.repository';
export {
  ordersDueForReview,
  queueReviewRequest,
  shopSiteIds,
  unpaidOrderIdsDue,
} from './order-maintenance.repository';
// The buyer's reads as services (the pages' in-process client calls them).
export { myOrder, myOrders } from './buyer-order.service';
export { paymentMethods, stripePublicKey } from './payment-method.service';
// The re-encryption of the sites' Stripe keys after a SECRETS_ENCRYPTION_KEY rotation (admin host).
export { resealStripeKeys, type ResealReport } from './stripe-key-reseal';
// Card payments on the site's Stripe account, for the other modules that take one (booking).
export { createPaymentIntent, createRefund, type PaymentIntent } from './stripe-client';
export { siteStripe } from './stripe-keys';
