import { providerRouter } from '../../openapi/router';
import { bookingAdminDiaryRoutes } from './booking-admin-diary.routes';
import { bookingAdminSetupRoutes } from './booking-admin-setup.routes';
import { bookingRoutes } from './booking.routes';

/**
 * The booking module: bookable services, their free slots, appointments and the client's
 * manage calls behind a signed link (src/domain/booking/booking-slots.ts holds the slot rules); the
 * owner's set-up (services, hours, exceptions), diary, blocked time and calendar feed.
 */
export const bookingModule = providerRouter()
  .route('/', bookingRoutes)
  .route('/', bookingAdminSetupRoutes)
  .route('/', bookingAdminDiaryRoutes);
