import type { Catalogue } from '../catalogue';

// The provider API's refusals a visitor reads (the shop, the cart, the checkout, the member
// space), in the request's language. The provider writes them in French; the one error
// handler (worker/http/on-error.ts) finds a refusal's key by its exact French text here and
// answers the request's language (src/i18n/api-messages.ts). The French text of each key IS
// the provider's sentence: test/worker/i18n/api-messages.test.ts checks that they stay equal.
// Sentences with a value in them (a date, an amount) are written in the request's language
// where they are made (src/domain/orders/discount-rules.ts) and carry placeholders here.

export const fr = {
  // HTTP and the unexpected
  'api.unexpected': 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.',
  'api.signIn': 'Veuillez vous connecter.',
  'api.forbidden': "Vous n'avez pas accès à cette ressource.",
  'api.notFound': "Cette ressource n'existe pas.",
  'api.methodNotAllowed': "Cette méthode n'est pas acceptée à cette adresse.",
  'api.conflict': "Cette action est en conflit avec l'état actuel des données.",
  'api.tooLarge': 'Les données envoyées sont trop volumineuses.',
  'api.unsupportedType': "Ce type de contenu n'est pas accepté.",
  'api.unprocessable': 'Les données envoyées ne peuvent pas être traitées.',
  'api.tooManyRequests': 'Trop de requêtes en peu de temps. Réessayez dans quelques instants.',
  'api.outsideService': 'Un service extérieur n’a pas répondu. Réessayez dans quelques instants.',
  'api.badJson': "Le corps de la requête n'est pas un JSON valide.",
  'api.refused': 'Requête refusée.',
  // The cart and the stock
  'api.stockBelowZero': 'Le stock ne peut pas devenir négatif.',
  'api.productUnavailable': "Un produit de votre panier n'est plus disponible.",
  'api.outOfStock': 'Le stock ne suffit pas pour votre panier.',
  'api.cartRule': 'Votre panier ne respecte pas les règles de la boutique.',
  'api.productNotFound': "Ce produit n'existe pas.",
  'api.declinationNotFound': "Cette déclinaison n'existe pas.",
  'api.shopNotFound': "Cette boutique n'existe pas sur ce site.",
  // Delivery
  'api.unknownCountry': "Ce pays n'existe pas.",
  'api.countryNotServed': 'La boutique ne livre pas dans ce pays.',
  'api.countryNotServedShort': 'Nous ne livrons pas dans ce pays.',
  'api.postalCodeRefused': "Ce code postal n'est pas valide pour ce pays.",
  'api.postalCodeInvalid': "Le code postal n'est pas valide.",
  'api.carrierNotOffered': 'Ce transporteur ne livre pas cette adresse.',
  'api.noCarrier': 'Aucun transporteur ne livre cette commande à cette adresse.',
  'api.noCarrierHere':
    "Ce mode de livraison n'est pas disponible pour cette adresse : choisissez-en un autre.",
  'api.unknownRelayPoint': "Ce point relais n'existe pas : choisissez-en un dans la liste.",
  'api.unknownRelayPointShort': "Ce point relais n'existe pas.",
  'api.unknownCollectPoint': "Ce point de retrait n'existe pas.",
  'api.collectSlotRefused': "Ce créneau de retrait n'est pas disponible.",
  'api.collectSlotFull': 'Ce créneau de retrait est complet : choisissez-en un autre.',
  'api.addressRequired': 'Le code postal et le pays de livraison sont obligatoires.',
  // Discount codes
  'api.unknownDiscount': "Ce code de réduction n'existe pas.",
  'api.discountRefused': "Ce code de réduction ne s'applique pas.",
  'api.discountLimitReached': "Ce code de réduction a atteint sa limite d'utilisation.",
  'api.discountJustLimited':
    "Ce code de réduction vient d'atteindre sa limite d'utilisation : retirez-le pour valider votre commande.",
  'api.discountInactive': "Ce code de réduction n'est plus proposé.",
  'api.discountNotYet': 'Ce code de réduction sera valable à partir du {date}.',
  'api.discountExpired': 'Ce code de réduction a expiré le {date}.',
  'api.discountMinimum': "Ce code de réduction s'applique à partir de {amount} d'achat.",
  'api.discountMaxUses': "Ce code de réduction a atteint son nombre maximum d'utilisations.",
  'api.discountUsedOnce': 'Vous avez déjà utilisé ce code de réduction.',
  'api.discountUsedTimes': 'Vous avez déjà utilisé ce code de réduction {count} fois.',
  // Orders and payment
  'api.deliveryChoiceIncomplete': 'Choisissez un mode de livraison.',
  'api.orderAmountNotPositive': 'Le montant de la commande doit être positif.',
  'api.unpaidOrdersLimit':
    'Vous avez trop de commandes en attente de paiement : réglez-en une avant de commander.',
  'api.stockChanged': 'Le stock a changé pendant votre commande : vérifiez votre panier et réessayez.',
  'api.orderNotFound': "Cette commande n'existe pas.",
  'api.signInToOrder': 'Connectez-vous pour passer commande ou consulter vos commandes.',
  'api.giftCardRefused': "Ce code de carte cadeau n'est pas valable.",
  'api.giftCardBalanceChanged':
    'Le solde d’une carte cadeau a changé pendant votre commande : vérifiez-le et réessayez.',
  'api.statusNotAllowed': 'La commande ne peut pas passer à ce statut.',
  // Members
  'api.wrongCredentials': 'Adresse e-mail ou mot de passe incorrect.',
  'api.wrongPassword': 'Le mot de passe actuel est incorrect.',
  'api.notSignedIn': "Vous n'êtes pas connecté : connectez-vous pour accéder à votre espace.",
  'api.weakPassword': "Ce mot de passe n'est pas assez sûr.",
  'api.emailTaken': 'Un compte existe déjà avec cette adresse sur ce site.',
  'api.birthdateRequired': 'La date de naissance est obligatoire pour créer un compte sur ce site.',
  'api.resetLinkUsed': 'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau si besoin.',
  'api.resetLinkExpired':
    'Ce lien de réinitialisation a expiré (il est valable 1 heure). Demandez-en un nouveau.',
  'api.signInLinkRefused':
    "Ce lien de connexion n'est pas valide : il a déjà servi, a expiré (15 minutes) ou vient d'un autre site. Demandez-en un nouveau.",
  'api.newsletterDisabled': "La lettre d'information n'est pas proposée sur ce site.",
  'api.unsubscribeLinkRefused':
    "Ce lien de désinscription n'est pas valable, ou l'adresse est déjà désinscrite.",
  'api.linkNoLongerValid': "Ce lien n'est plus valable : il a déjà servi, a expiré ou est incomplet.",
} as const;

export const en: Catalogue<typeof fr> = {
  'api.unexpected': 'Something unexpected went wrong. Please try again in a moment.',
  'api.signIn': 'Please sign in.',
  'api.forbidden': 'You do not have access to this resource.',
  'api.notFound': 'This resource does not exist.',
  'api.methodNotAllowed': 'This method is not accepted at this address.',
  'api.conflict': 'This action conflicts with the current state of the data.',
  'api.tooLarge': 'The data sent is too large.',
  'api.unsupportedType': 'This content type is not accepted.',
  'api.unprocessable': 'The data sent cannot be processed.',
  'api.tooManyRequests': 'Too many requests in a short time. Please try again in a moment.',
  'api.outsideService': 'An outside service did not answer. Please try again in a moment.',
  'api.badJson': 'The request body is not valid JSON.',
  'api.refused': 'Request refused.',
  'api.stockBelowZero': 'The stock cannot go below zero.',
  'api.productUnavailable': 'A product in your basket is no longer available.',
  'api.outOfStock': 'There is not enough stock for your basket.',
  'api.cartRule': 'Your basket does not follow the shop’s rules.',
  'api.productNotFound': 'This product does not exist.',
  'api.declinationNotFound': 'This option does not exist.',
  'api.shopNotFound': 'This shop does not exist on this site.',
  'api.unknownCountry': 'This country does not exist.',
  'api.countryNotServed': 'The shop does not deliver to this country.',
  'api.countryNotServedShort': 'We do not deliver to this country.',
  'api.postalCodeRefused': 'This postcode is not valid for this country.',
  'api.postalCodeInvalid': 'The postcode is not valid.',
  'api.carrierNotOffered': 'This carrier does not deliver to this address.',
  'api.noCarrier': 'No carrier delivers this order to this address.',
  'api.noCarrierHere': 'This delivery method is not available for this address: please choose another.',
  'api.unknownRelayPoint': 'This pick-up point does not exist: please choose one from the list.',
  'api.unknownRelayPointShort': 'This pick-up point does not exist.',
  'api.unknownCollectPoint': 'This collection point does not exist.',
  'api.collectSlotRefused': 'This collection slot is not available.',
  'api.collectSlotFull': 'This collection slot is full: please choose another.',
  'api.addressRequired': 'The delivery postcode and country are required.',
  'api.unknownDiscount': 'This discount code does not exist.',
  'api.discountRefused': 'This discount code does not apply.',
  'api.discountLimitReached': 'This discount code has reached its usage limit.',
  'api.discountJustLimited':
    'This discount code has just reached its usage limit: remove it to place your order.',
  'api.discountInactive': 'This discount code is no longer offered.',
  'api.discountNotYet': 'This discount code is valid from {date}.',
  'api.discountExpired': 'This discount code expired on {date}.',
  'api.discountMinimum': 'This discount code applies to orders of {amount} or more.',
  'api.discountMaxUses': 'This discount code has reached its maximum number of uses.',
  'api.discountUsedOnce': 'You have already used this discount code.',
  'api.discountUsedTimes': 'You have already used this discount code {count} times.',
  'api.deliveryChoiceIncomplete': 'Please choose a delivery method.',
  'api.orderAmountNotPositive': 'The order amount must be positive.',
  'api.unpaidOrdersLimit': 'You have too many orders awaiting payment: please pay one before ordering again.',
  'api.stockChanged': 'The stock changed during your order: please check your basket and try again.',
  'api.orderNotFound': 'This order does not exist.',
  'api.signInToOrder': 'Sign in to place an order or see your orders.',
  'api.giftCardRefused': 'This gift card code is not valid.',
  'api.giftCardBalanceChanged':
    'The balance of a gift card changed during your order: please check it and try again.',
  'api.statusNotAllowed': 'The order cannot move to this status.',
  'api.wrongCredentials': 'Incorrect e-mail address or password.',
  'api.wrongPassword': 'The current password is incorrect.',
  'api.notSignedIn': 'You are not signed in: sign in to reach your account.',
  'api.weakPassword': 'This password is not strong enough.',
  'api.emailTaken': 'An account already exists with this address on this site.',
  'api.birthdateRequired': 'The date of birth is required to create an account on this site.',
  'api.resetLinkUsed': 'This reset link has already been used. Ask for a new one if needed.',
  'api.resetLinkExpired': 'This reset link has expired (it is valid for 1 hour). Ask for a new one.',
  'api.signInLinkRefused':
    'This sign-in link is not valid: it has already been used, has expired (15 minutes) or comes from another site. Ask for a new one.',
  'api.newsletterDisabled': 'This site does not offer a newsletter.',
  'api.unsubscribeLinkRefused': 'This unsubscribe link is not valid, or the address is already unsubscribed.',
  'api.linkNoLongerValid':
    'This link is no longer valid: it has already been used, has expired or is incomplete.',
};
