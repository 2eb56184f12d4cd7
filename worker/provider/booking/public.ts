// What the booking module offers the rest of the Worker (the pages' in-process client, the cron).
export {
  appointmentIcs,
  appointmentView,
  book,
  bookableServices,
  bookingSlots,
  cancelAppointment,
  moveAppointmentTo,
  type BookingDeps,
} from './booking.service';
