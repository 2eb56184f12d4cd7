// What the shared provider folder offers the rest of the Worker (rate limits for auth, the mail
// outbox for worker/mail): code outside worker/provider/ imports it only from here.
export { findOutboxEmail, markOutboxEmail, type OutboxEmail } from './outbox.repository';
export { takeRateLimitHit, type RateLimit } from './rate-limit.repository';
