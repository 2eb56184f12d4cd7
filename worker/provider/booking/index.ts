import { providerRouter } from '../../openapi/router';
import { bookingRoutes } from './booking.routes';

/**
 * The booking module: bookable services, their free slots, appointments and the client's
 * manage calls behind a signed link (src/domain/booking-slots.ts holds the slot rules).
 */
export const bookingModule = providerRouter().route('/', bookingRoutes);
