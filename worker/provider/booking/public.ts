// What the booking module offers the rest of the Worker: the reminders the cron sends.
export { sendBookingReminders } from './booking-reminders.service';
