import { describe, expect, it } from 'vitest';
import { withStripeSources } from '../../../worker/pages/orders/checkout-csp.ts';
import { basePolicySources, serialisePolicy } from '../../../worker/http/content-security-policy.ts';

// The payment page's policy: Stripe.js may load there, and only the origins Stripe documents.

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('payment page policy with Stripe', () => {
  const base = serialisePolicy(basePolicySources());
  const policy = withStripeSources(base);

  it('allows Stripe.js, its frames and its API', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('changes nothing else and adds nothing twice', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(withStripeSources(policy)).toBe(policy);
    expect(base).not.toContain('stripe');
  });
});
