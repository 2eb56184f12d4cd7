// The order e-mails, one component per message under ./order/: what the orders
// module imports to queue them.
export { merchantNotificationEmail, orderConfirmationEmail } from './order/order-placed-email';
export { orderStatusEmail } from './order/order-status-email';
export { paymentInstructionsEmail } from './order/payment-instructions-email';
export type { MailOrder } from './order/order-summary';
export { reviewRequestEmail } from './order/review-request-email';
