import { describe, expect, it } from 'vitest';
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_RETRY_DELAY_SECONDS,
  MAIL_STUCK_AFTER_MINUTES,
  mailFailureReason,
  mailRetryDelaySeconds,
  mailStatusIsTransient,
} from '../../../src/domain/site/mail-delivery';

// The delivery rules of the outbox: a doubling delay with a ceiling, which refusals are worth
// another try, and a stored reason that stays one short line.

describe('mail delivery rules', () => {
  it('doubles the delay from one minute and caps it', () => {
    expect([1, 2, 3, 4, 5].map(mailRetryDelaySeconds)).toEqual([60, 120, 240, 480, 900]);
    expect(mailRetryDelaySeconds(30)).toBe(MAIL_MAX_RETRY_DELAY_SECONDS);
    expect(mailRetryDelaySeconds(0)).toBe(60);
  });

  it('sweeps only rows older than every wait of their tries together', () => {
    let waited = 0;
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) waited += mailRetryDelaySeconds(attempt);
    expect(waited).toBeLessThan(MAIL_STUCK_AFTER_MINUTES * 60);
  });

  it('retries timeouts, rate limits and server errors, never a refusal', () => {
    expect([408, 429, 500, 502, 503].every(mailStatusIsTransient)).toBe(true);
    expect([400, 401, 403, 404, 422].some(mailStatusIsTransient)).toBe(false);
  });

  it('keeps a reason on one line of at most 500 characters', () => {
    expect(mailFailureReason('Refusé\r\nBcc: x')).toBe('Refusé Bcc: x');
    const long = mailFailureReason('x'.repeat(2000));
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });
});
