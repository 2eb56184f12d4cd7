import { providerRouter } from '../../openapi/router';
import { giftCardAdminRoutes } from './gift-card-admin.routes';
import { giftCardRoutes } from './gift-card.routes';

/**
 * The gift cards module (sites with GIFT_CARDS_ENABLED): selling a card, its balance, and the
 * owner's list, payment, counter and cancellation. Spending at checkout is the orders module's
 * call to public.ts.
 *
 * Its files: the routes (gift-card.routes.ts for visitors, gift-card-admin.routes.ts for the
 * owner); the services (gift-card.service.ts: settings, a code's card and balance;
 * gift-card-purchase.service.ts: selling; gift-card-owner.service.ts: list, payment, counter,
 * cancellation); the repositories (gift-card.repository.ts: the cards; -option, -ledger, -list
 * and -sending .repository.ts beside it); issuing, sending, Stripe, checkout, expiry, the PDF,
 * the codes and the throttle in their own gift-card-*.ts files.
 */
export const giftCardsModule = providerRouter().route('/', giftCardRoutes).route('/', giftCardAdminRoutes);
