import { AppError, type ErrorStatus } from '../../errors';
import type { Failure, Result } from './result';

// The route side of the business failures (result.ts): each failure's HTTP status, and the
// French sentence answered when the failure brings none of its own. A route that gets a failed
// Result throws failureError(result) and the one onError answers it in the envelope.

export const FAILURES = {
  // catalogue: stock and the cart
  STOCK_BELOW_ZERO: { status: 409, message: 'Le stock ne peut pas devenir négatif.' },
  PRODUCT_UNAVAILABLE: { status: 400, message: "Un produit de votre panier n'est plus disponible." },
  OUT_OF_STOCK: { status: 409, message: 'Le stock ne suffit pas pour votre panier.' },
  CART_RULE: { status: 400, message: 'Votre panier ne respecte pas les règles de la boutique.' },
  // catalogue: the owner's writes
  SLUG_TAKEN: { status: 409, message: 'Ce lien est déjà utilisé par un autre produit du site.' },
  CATALOGUE_CHANGED: {
    status: 409,
    message: 'Le catalogue a changé pendant l’enregistrement : rechargez et réessayez.',
  },
  UNKNOWN_VARIATION: { status: 400, message: "Cette variation n'existe pas : créez-la d'abord." },
  UNKNOWN_REFERENCE: { status: 400, message: "Un élément lié à ce produit n'existe pas." },
  PRODUCT_TYPE_FIXED: { status: 400, message: "Le type d'un produit ne change pas après sa création." },
  BOX_DECLINATION_RULE: { status: 400, message: 'Cette déclinaison ne convient pas à un coffret.' },
  IN_A_BOX: { status: 409, message: "Ce vin fait partie d'un coffret : retirez-le du coffret d'abord." },
  LAST_DECLINATION: {
    status: 409,
    message: 'Un produit garde au moins une déclinaison : supprimez le produit ou dépubliez-le.',
  },
  // delivery: addresses, carriers, pick-up slots
  UNKNOWN_COUNTRY: { status: 400, message: "Ce pays n'existe pas." },
  COUNTRY_NOT_SERVED: { status: 400, message: 'La boutique ne livre pas dans ce pays.' },
  POSTAL_CODE_REFUSED: { status: 400, message: "Ce code postal n'est pas valide pour ce pays." },
  CARRIER_NOT_OFFERED: { status: 400, message: 'Ce transporteur ne livre pas cette adresse.' },
  UNKNOWN_RELAY_POINT: {
    status: 400,
    message: "Ce point relais n'existe pas : choisissez-en un dans la liste.",
  },
  UNKNOWN_COLLECT_POINT: { status: 404, message: "Ce point de retrait n'existe pas." },
  COLLECT_SLOT_REFUSED: { status: 400, message: "Ce créneau de retrait n'est pas disponible." },
  COLLECT_SLOT_FULL: { status: 409, message: 'Ce créneau de retrait est complet : choisissez-en un autre.' },
  // orders: discount codes, checkout, placement, status changes
  UNKNOWN_DISCOUNT: { status: 404, message: "Ce code de réduction n'existe pas." },
  DISCOUNT_REFUSED: { status: 400, message: "Ce code de réduction ne s'applique pas." },
  DISCOUNT_LIMIT_REACHED: { status: 409, message: "Ce code de réduction a atteint sa limite d'utilisation." },
  DELIVERY_CHOICE_INCOMPLETE: { status: 400, message: 'Choisissez un mode de livraison.' },
  ORDER_AMOUNT_NOT_POSITIVE: { status: 400, message: 'Le montant de la commande doit être positif.' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: "L'en-tête Idempotency-Key n'est pas valide." },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'Cette clé Idempotency-Key a déjà servi pour une autre commande.',
  },
  UNPAID_ORDERS_LIMIT: {
    status: 409,
    message: 'Vous avez trop de commandes en attente de paiement : réglez-en une avant de commander.',
  },
  STOCK_CHANGED: {
    status: 409,
    message: 'Le stock a changé pendant votre commande : vérifiez votre panier et réessayez.',
  },
  ORDER_NOT_FOUND: { status: 404, message: "Cette commande n'existe pas." },
  // gift cards paying an order
  GIFT_CARD_REFUSED: { status: 400, message: "Ce code de carte cadeau n'est pas valable." },
  GIFT_CARD_BALANCE_CHANGED: {
    status: 409,
    message: 'Le solde d’une carte cadeau a changé pendant votre commande : vérifiez-le et réessayez.',
  },
  STATUS_NOT_ALLOWED: { status: 409, message: 'La commande ne peut pas passer à ce statut.' },
  // site: the operator's accounts
  WEAK_PASSWORD: { status: 400, message: "Ce mot de passe n'est pas assez sûr." },
  EMAIL_TAKEN: { status: 409, message: 'Un compte existe déjà avec cette adresse sur ce site.' },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

export type BusinessFailure = keyof typeof FAILURES;

/** The status of a failure, and its own sentence or the default one. */
export function failureError(failed: Failure<BusinessFailure>): AppError {
  const known = FAILURES[failed.failure];
  return new AppError(known.status, failed.message ?? known.message, failed.fields);
}

/** A route's shorthand: the value of a success, or the failure thrown as its AppError. */
export function orFail<T>(result: Result<T, BusinessFailure>): T {
  if (!result.ok) throw failureError(result);
  return result.value;
}
