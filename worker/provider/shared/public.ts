// What the shared provider folder offers the rest of the Worker (rate limits for auth, the mail
// outbox for worker/mail): code outside worker/provider/ imports it only from here.
// likePattern: the shop page checks a search's length with the API's own rule (400, not a D1 500).
export { likePattern } from './list-query-sql';
export {
  failOutboxEmail,
  findOutboxEmail,
  markOutboxSent,
  outboxAttachments,
  outboxSiteIds,
  recordOutboxFailure,
  sweepStuckOutbox,
  singleLine,
  type OutboxEmail,
} from './outbox.repository';
// The local inbox of a development machine (worker/mail/local-inbox.ts, the admin host's /inbox).
export {
  deliverToLocalInbox,
  emptyLocalInbox,
  localInboxMessage,
  localInboxMessages,
  type LocalInboxMessage,
} from './local-inbox.repository';
export {
  backoffHits,
  forgiveHits,
  giveHitBack,
  takeBackoffHit,
  takeRateLimitHit,
  takeWindowHit,
  windowRetryAfter,
  type BackoffLimit,
  type HitOwner,
  type RateLimit,
} from './rate-limit.repository';
// lastModifiedDates: the sitemap's <lastmod> of every page of a site (worker/pages/site/seo.routes.ts).
export { lastModifiedDates, type LastModified } from './last-modified.repository';
// The shop pages answer the API's own 404 message on a site without a shop.
export { SHOP_NOT_FOUND } from './shop-guard';
