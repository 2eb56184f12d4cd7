import { providerRouter } from '../../openapi/router';
import { discountAdminRoutes } from './discount-admin.routes';
import { discountRoutes } from './discount.routes';
import { orderAdminRoutes } from './order-admin.routes';
import { orderDocumentsAdminRoutes } from './order-documents-admin.routes';
import { orderRoutes } from './order.routes';
import { paymentRoutes } from './payment.routes';
import { stripeRoutes } from './stripe.routes';
import { stripeSettingsAdminRoutes } from './stripe-settings-admin.routes';

/**
 * The orders module (e-commerce sites only): placing an order (checkout), its statuses, its
 * documents (invoice, packing slip), payment (transfer, cheque, Stripe and its webhook) and
 * discount codes.
 */
export const ordersModule = providerRouter()
  .route('/', discountRoutes)
  .route('/', discountAdminRoutes)
  .route('/', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', stripeRoutes)
  .route('/', orderAdminRoutes)
  .route('/', orderDocumentsAdminRoutes)
  .route('/', stripeSettingsAdminRoutes);
