// Stripe.js (https://docs.stripe.com/js), shared by the islands that draw Stripe's card form:
// the shop's payment step, the gift card's confirmation and the booking's card step. It is loaded from js.stripe.com
// only when such a form is shown, and only those pages' Content-Security-Policy allows that
// origin (worker/pages/orders/checkout-csp.ts). The few calls used are typed here, no package needed.

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

interface StripeElement {
  mount(target: HTMLElement): void;
}
export interface StripeElements {
  create(type: 'payment'): StripeElement;
}
export interface StripeClient {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeClient;

/** Stripe.js's factory, its script added once; rejected with `unavailable` when it cannot load. */
export function loadStripe(unavailable: string): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error(unavailable));
    };
    script.onerror = () => reject(new Error(unavailable));
    document.head.appendChild(script);
  });
}
