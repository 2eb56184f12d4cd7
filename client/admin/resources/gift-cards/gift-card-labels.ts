import type { GiftCardStatus } from '../../../../src/schema/gift-cards/gift-card';

// The owner's words for a card's status, kind and ledger movements.

export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  PENDING_PAYMENT: 'En attente de paiement',
  ACTIVE: 'Payée, émise',
  CANCELLED: 'Annulée',
};

export const GIFT_CARD_KIND_LABELS: Record<'AMOUNT' | 'SERVICE' | 'PRODUCT', string> = {
  AMOUNT: 'Montant',
  SERVICE: 'Prestation',
  PRODUCT: 'Coffret',
};

export const LEDGER_KIND_LABELS: Record<string, string> = {
  ISSUE: 'Émission',
  SPEND: 'Dépense',
  REFUND: 'Remboursement',
  EXPIRY: 'Expiration',
  CANCEL: 'Annulation',
};

/** 'YYYY-MM-DD' → « 02/12/2027 ». */
export const frenchDay = (day: string | null | undefined): string =>
  day ? day.slice(0, 10).split('-').reverse().join('/') : '';
