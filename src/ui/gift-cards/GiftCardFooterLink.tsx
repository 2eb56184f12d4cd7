import type { ReactElement } from 'react';
import { parameterFlag } from '../../schema/site/parameter';
import { useSiteView } from '../site-view';
import { GIFT_CARDS_PATH } from './GiftCardPages';
import { giftCardPageWords } from './gift-card-page-words';

// « Offrir une carte cadeau » in the footer of a site that sells gift cards (GIFT_CARDS_ENABLED).

export function GiftCardFooterLink(): ReactElement | null {
  const { parameters, locale, link } = useSiteView();
  if (!parameterFlag(parameters, 'GIFT_CARDS_ENABLED')) return null;
  return (
    <p className="site-footer__gift-card">
      <a href={link(GIFT_CARDS_PATH)}>{giftCardPageWords(locale).buyLink}</a>
    </p>
  );
}
