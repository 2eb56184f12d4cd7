import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_DAYS,
  consentCookie,
  consentFromCookies,
  consentNeeded,
  isConsentValid,
  parseConsentRecord,
} from '../../../src/domain/site/consent.ts';
import type { ConsentRecord } from '../../../src/domain/site/consent.ts';

const DAY = 86_400_000;
const now = new Date('2026-03-01T12:00:00.000Z');
const givenDaysAgo = (days: number, choice: ConsentRecord['choice'] = 'accepted'): ConsentRecord => ({
  choice,
  date: new Date(now.getTime() - days * DAY).toISOString(),
});

describe('consent validity', () => {
  it('lasts 13 months (395 days), then the banner asks again', () => {
    expect(CONSENT_MAX_AGE_DAYS).toBe(395);
    expect(isConsentValid(givenDaysAgo(0), now)).toBe(true);
    expect(isConsentValid(givenDaysAgo(394), now)).toBe(true);
    expect(isConsentValid(givenDaysAgo(395), now)).toBe(false);
    expect(isConsentValid(givenDaysAgo(800, 'denied'), now)).toBe(false);
  });

  it('counts a refusal like an acceptance', () => {
    expect(isConsentValid(givenDaysAgo(10, 'denied'), now)).toBe(true);
  });

  it('is not valid without a choice or with a date far in the future', () => {
    expect(isConsentValid(null, now)).toBe(false);
    expect(isConsentValid(givenDaysAgo(-30), now)).toBe(false);
  });
});

describe('stored consent', () => {
  it('reads back the record kept in localStorage', () => {
    const record = givenDaysAgo(3);
    expect(parseConsentRecord(JSON.stringify(record))).toEqual(record);
  });

  it('ignores anything else', () => {
    expect(parseConsentRecord(null)).toBeNull();
    expect(parseConsentRecord('yes')).toBeNull();
    expect(parseConsentRecord(JSON.stringify({ choice: 'maybe', date: now.toISOString() }))).toBeNull();
    expect(parseConsentRecord(JSON.stringify({ choice: 'accepted', date: 'hier' }))).toBeNull();
  });
});

describe('consent cookie', () => {
  it('carries the choice and its date, for 395 days, on the whole site', () => {
    const record = givenDaysAgo(0, 'denied');
    const cookie = consentCookie(record, true);
    expect(cookie).toMatch(/^consent=denied\.\d+; /);
    expect(cookie).toContain('Max-Age=34128000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(consentCookie(record, false)).not.toContain('Secure');
    expect(consentFromCookies(`theme=dark; ${cookie.split(';')[0]}`)).toEqual(record);
  });

  it('tells the worker whether to render the banner open', () => {
    const fresh = consentCookie(givenDaysAgo(1), true).split(';')[0] ?? '';
    const stale = consentCookie(givenDaysAgo(400), true).split(';')[0] ?? '';
    expect(consentNeeded(undefined, now)).toBe(true);
    expect(consentNeeded(fresh, now)).toBe(false);
    expect(consentNeeded(stale, now)).toBe(true);
    expect(consentNeeded('consent=accepted.', now)).toBe(true);
    expect(consentNeeded('consent=sure.123', now)).toBe(true);
  });
});
