// How hard the platform tries to deliver one e-mail (worker/mail/mail-consumer.ts and the Cron
// Trigger's sweep, worker/cron/mail-sweep.ts). Every number here is bounded so that an e-mail
// always ends SENT or FAILED, and a FAILED one can be resent from the sent-mail screen.

/** Tries of one outbox row by the consumer before it is marked FAILED. */
export const MAIL_MAX_ATTEMPTS = 5;

/** The first retry's delay; each next one doubles, up to MAIL_MAX_RETRY_DELAY_SECONDS. */
const MAIL_FIRST_RETRY_DELAY_SECONDS = 60;
export const MAIL_MAX_RETRY_DELAY_SECONDS = 15 * 60;

/**
 * A PENDING row untouched for this long is not in the queue any more (its message was lost, or
 * handing it to the queue failed): the sweep queues it again. Longer than any retry delay, so
 * a row waiting for its next try is never queued twice.
 */
export const MAIL_STUCK_AFTER_MINUTES = 60;

/** The delay before the next try after `attempts` failed tries (1, 2, …): 60 s, 120 s, 240 s… */
export function mailRetryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(MAIL_MAX_RETRY_DELAY_SECONDS, MAIL_FIRST_RETRY_DELAY_SECONDS * 2 ** exponent);
}

/**
 * Whether a mail API's HTTP status is worth trying again: 408 (timeout), 429 (rate limit) and
 * every 5xx are passing; any other refusal (an invalid address, an unverified sender) gives the
 * same answer next time, so the e-mail fails at once with the API's reason.
 */
export function mailStatusIsTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The reason stored on a row: one line, at most 500 characters (an API may answer a whole page). */
export function mailFailureReason(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}
