// What the delivery module offers the rest of the Worker: the buyer's reads as services (the
// pages' in-process client calls them).
export { shippingFees } from './shipping-quote.service';
export { relayAccessPoints } from './relay.service';
export { collectSlots } from './collect.service';
