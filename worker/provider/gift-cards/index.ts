import { providerRouter } from '../../openapi/router';
import { giftCardAdminRoutes } from './gift-card-admin.routes';
import { giftCardRoutes } from './gift-card.routes';

/**
 * The gift cards module (sites with GIFT_CARDS_ENABLED): selling a card, its balance, and the
 * owner's list, payment, counter and cancellation. Spending at checkout is the orders module's
 * call to public.ts.
 */
export const giftCardsModule = providerRouter().route('/', giftCardRoutes).route('/', giftCardAdminRoutes);
