import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// Gift cards (sites with GIFT_CARDS_ENABLED, shop or not): the cards sold, and the counter
// screen where the owner spends one from a phone.

const fromGiftCards = lazyScreens(() => import('../resources/gift-cards/gift-cards'));
const GiftCardList = fromGiftCards('GiftCardList');
const GiftCardShow = fromGiftCards('GiftCardShow');
const GiftCardCounter = lazyScreens(() => import('../resources/gift-cards/gift-card-counter'))(
  'GiftCardCounter',
);

export function giftCardResources(permissions: AdminPermissions | null): ReactElement[] {
  if (!permissions?.giftCards) return [];
  return [
    <Resource
      key="gift-cards"
      name="gift-cards"
      options={{ label: 'Cartes cadeaux' }}
      list={GiftCardList}
      show={GiftCardShow}
      recordRepresentation="reference"
    />,
    <Resource
      key="gift-card-counter"
      name="gift-card-counter"
      options={{ label: 'Encaisser une carte' }}
      list={GiftCardCounter}
    />,
  ];
}
