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
// The re-encryption of the sites' Stripe keys after a SECRETS_ENCRYPTION_KEY rotation (admin host).
export { resealStripeKeys, type ResealReport } from './stripe-key-reseal';
