// What the booking module offers the rest of the Worker (the pages' in-process client, the cron).
export { book } from './booking-book.service';
export {
  appointmentIcs,
  appointmentView,
  cancelAppointment,
  moveAppointmentTo,
} from './booking-manage.service';
export type { BookingDeps } from './booking-rules';
export { bookableServices, bookingSlots } from './booking-slots.service';
export { sendBookingReminders } from './booking-reminders.service';
