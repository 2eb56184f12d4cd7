// What the gift cards module offers the rest of the Worker: code outside this folder imports
// it only from here. The orders module pays an order with cards and gives back what a
// cancelled order took; the booking module does the same for a booking's prepayment or deposit.
export {
  GIFT_CARD_BALANCE_CHANGED,
  giftCardOrderStatements,
  giftCardRefundStatement,
  giftCardsForOrder,
  isGiftCardGuardError,
  typedGiftCardCodes,
  type OrderGiftCard,
} from './gift-card-checkout';
export {
  giftCardBookingRefundStatement,
  giftCardBookingStatements,
  giftCardsPaidForBooking,
} from './gift-card-booking';
export { orderGiftCardPayments } from './gift-card-ledger.repository';
export { expireGiftCards } from './gift-card-expiry';
export { sendDueGiftCards } from './gift-card-sending';
export { confirmGiftCardPayment } from './gift-card-stripe';
