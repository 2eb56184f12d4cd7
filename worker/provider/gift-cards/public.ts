// What the gift cards module offers the rest of the Worker: code outside this folder imports
// it only from here.
export { GIFT_CARD_CODE_LIMIT } from './gift-card-throttle';
