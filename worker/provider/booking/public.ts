// What the booking module offers the rest of the Worker: the reminders the cron sends, the
// sweep of expired payment holds, and the confirmation of a booking paid online (the Stripe webhook).
export { sendBookingReminders } from './booking-reminders.service';
export { sweepExpiredHolds } from './booking-holds.service';
export { confirmBookingPayment } from './booking-payment.service';
