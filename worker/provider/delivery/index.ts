import { providerRouter } from '../../openapi/router';
import { carrierAdminRoutes } from './carrier-admin.routes';
import { collectRoutes } from './collect.routes';
import { relayRoutes } from './relay.routes';
import { shippingQuoteRoutes } from './shipping-quote.routes';

/**
 * The delivery module (e-commerce sites only): how an order reaches the customer. Carriers
 * and their shipping zones, the shipping quote, relay points, click and collect.
 */
export const deliveryModule = providerRouter()
  .route('/', shippingQuoteRoutes)
  .route('/', relayRoutes)
  .route('/', collectRoutes)
  .route('/', carrierAdminRoutes);
