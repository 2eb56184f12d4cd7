import { AppError, type ErrorStatus } from '../../errors';
import type { Result } from '../shared/result';

// The route side of the gift cards' business failures: each one's status and default French
// sentence (the failure's own sentence wins).

const FAILURES = {
  UNKNOWN_GIFT_CARD: { status: 404, message: "Ce code de carte cadeau n'est pas valable." },
  GIFT_CARD_EXPIRED: { status: 409, message: 'Cette carte cadeau a expiré.' },
  GIFT_CARD_BALANCE_TOO_LOW: { status: 409, message: 'Le solde de cette carte cadeau ne suffit pas.' },
  GIFT_CARD_NOT_PENDING: { status: 409, message: "Cette carte n'attend plus de paiement." },
  GIFT_CARD_CANCELLED: { status: 409, message: 'Cette carte est déjà annulée.' },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

export type GiftCardFailure = keyof typeof FAILURES;

export function orFailGiftCard<T>(result: Result<T, GiftCardFailure>): T {
  if (result.ok) return result.value;
  const known = FAILURES[result.failure];
  throw new AppError(known.status, result.message ?? known.message, result.fields);
}
