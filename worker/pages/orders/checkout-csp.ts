// Stripe.js on the payment page only (https://docs.stripe.com/security/guide#content-security-policy):
// its script and frames come from js.stripe.com (3-D Secure from hooks.stripe.com) and it
// calls api.stripe.com. Every other page keeps the policy of worker/http/content-security-policy.ts.

const STRIPE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/** The page's serialised policy with Stripe's origins added to the directives that need them. */
export function withStripeSources(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .map((directive) => {
      const [name = ''] = directive.split(/\s+/, 1);
      const extra = STRIPE_SOURCES[name]?.filter((source) => !directive.split(/\s+/).includes(source)) ?? [];
      return extra.length === 0 ? directive : `${directive} ${extra.join(' ')}`;
    })
    .join('; ');
}
