// What the shared provider folder offers the rest of the Worker (rate limits for auth, the mail
// outbox for worker/mail): code outside worker/provider/ imports it only from here.
export {
  findOutboxEmail,
  insertOutboxStatement,
  markOutboxEmail,
  markOutboxSent,
  singleLine,
  type OutboxEmail,
} from './outbox.repository';
export {
  backoffHits,
  forgiveHits,
  giveHitBack,
  takeBackoffHit,
  takeRateLimitHit,
  takeWindowHit,
  windowRetryAfter,
  type BackoffLimit,
  type RateLimit,
} from './rate-limit.repository';
