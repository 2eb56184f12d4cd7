import type { Catalogue } from '../catalogue';

// Interface text of the shop pages, the cart and the checkout, and the order sentences they
// share with the e-mails and PDFs (delivery, payment instructions, statuses) — see
// catalogues/common.ts for the conventions.

export const fr = {
  'order.delivery.home': 'Livraison à domicile.',
  'order.delivery.homeBy': 'Livraison à domicile ({carrier}).',
  'order.delivery.relay': 'Livraison en point relais',
  'order.delivery.relayBy': 'Livraison en point relais ({carrier})',
  'order.delivery.relayAt': '{how} : {point}.',
  'order.delivery.collect': 'Retrait sur place.',
  'order.delivery.collectFrom': 'Retrait sur place à partir du {day}.',
  'order.delivery.collectAt': 'Retrait : {label}.',
  'order.delivery.none': 'Sans livraison.',
  'order.status.AWAITING_PAYMENT': 'En attente de paiement',
  'order.status.PAID': 'Payée',
  'order.status.PREPARING': 'En préparation',
  'order.status.SHIPPED': 'Expédiée',
  'order.status.READY_FOR_PICKUP': 'Prête à retirer',
  'order.status.DELIVERED': 'Livrée',
  'order.status.COLLECTED': 'Retirée',
  'order.status.CANCELLED': 'Annulée',
  'payment.method.BANK_TRANSFER': 'Virement bancaire',
  'payment.method.CHEQUE': 'Chèque',
  'payment.method.PAY_AT_PICKUP': 'Paiement au retrait',
  'payment.method.STRIPE': 'Carte bancaire',
  'payment.transfer.amount': "Effectuez un virement de {amount} à l'ordre de {payee}.",
  'payment.transfer.iban': 'IBAN : {iban}',
  'payment.transfer.bic': 'BIC : {bic}',
  'payment.transfer.reference': 'Indiquez la référence {reference} dans le libellé du virement.',
  'payment.transfer.prepared': 'Votre commande sera préparée dès réception du virement.',
  'payment.cheque.amount': "Envoyez un chèque de {amount} à l'ordre de {payee}",
  'payment.cheque.address': "à l'adresse : {address},",
  'payment.cheque.reference': 'en inscrivant la référence {reference} au dos.',
  'payment.cheque.prepared': 'Votre commande sera préparée dès réception du chèque.',
  'payment.pickup':
    'Vous réglerez {amount} au retrait de votre commande. Apportez votre moyen de paiement (carte bancaire, chèque ou espèces) et la référence {reference}.',
  'payment.pickup.slot':
    'Vous réglerez {amount} au retrait de votre commande à partir du {day}, au créneau choisi : {slot}. Apportez votre moyen de paiement (carte bancaire, chèque ou espèces) et la référence {reference}.',
  'payment.prepared.slot': 'Elle sera prête pour le créneau choisi : vous la réglerez sur place.',
  'payment.prepared.card': 'Elle sera préparée dès que votre paiement par carte sera confirmé.',
  'payment.prepared.either':
    'Si vous la réglez au retrait, elle sera prête pour le créneau choisi ; avec un autre moyen de paiement, elle sera préparée dès réception de votre paiement.',
  'payment.prepared.onPayment': 'Elle sera préparée dès réception de votre paiement.',
} as const;

export const en: Catalogue<typeof fr> = {
  'order.delivery.home': 'Home delivery.',
  'order.delivery.homeBy': 'Home delivery ({carrier}).',
  'order.delivery.relay': 'Delivery to a pick-up point',
  'order.delivery.relayBy': 'Delivery to a pick-up point ({carrier})',
  'order.delivery.relayAt': '{how}: {point}.',
  'order.delivery.collect': 'Collection on site.',
  'order.delivery.collectFrom': 'Collection on site from {day}.',
  'order.delivery.collectAt': 'Collection: {label}.',
  'order.delivery.none': 'No delivery.',
  'order.status.AWAITING_PAYMENT': 'Awaiting payment',
  'order.status.PAID': 'Paid',
  'order.status.PREPARING': 'Being prepared',
  'order.status.SHIPPED': 'Shipped',
  'order.status.READY_FOR_PICKUP': 'Ready for collection',
  'order.status.DELIVERED': 'Delivered',
  'order.status.COLLECTED': 'Collected',
  'order.status.CANCELLED': 'Cancelled',
  'payment.method.BANK_TRANSFER': 'Bank transfer',
  'payment.method.CHEQUE': 'Cheque',
  'payment.method.PAY_AT_PICKUP': 'Payment on collection',
  'payment.method.STRIPE': 'Card',
  'payment.transfer.amount': 'Please send a bank transfer of {amount} payable to {payee}.',
  'payment.transfer.iban': 'IBAN: {iban}',
  'payment.transfer.bic': 'BIC: {bic}',
  'payment.transfer.reference': 'Please quote the reference {reference} with your transfer.',
  'payment.transfer.prepared': 'Your order will be prepared as soon as the transfer arrives.',
  'payment.cheque.amount': 'Please send a cheque for {amount} payable to {payee}',
  'payment.cheque.address': 'to: {address},',
  'payment.cheque.reference': 'writing the reference {reference} on the back.',
  'payment.cheque.prepared': 'Your order will be prepared as soon as the cheque arrives.',
  'payment.pickup':
    'You will pay {amount} when you collect your order. Please bring your means of payment (card, cheque or cash) and the reference {reference}.',
  'payment.pickup.slot':
    'You will pay {amount} when you collect your order, from {day}, in the slot you chose: {slot}. Please bring your means of payment (card, cheque or cash) and the reference {reference}.',
  'payment.prepared.slot': 'It will be ready for the slot you chose: you will pay on collection.',
  'payment.prepared.card': 'It will be prepared as soon as your card payment is confirmed.',
  'payment.prepared.either':
    'If you pay on collection, it will be ready for the slot you chose; with another means of payment, it will be prepared as soon as your payment arrives.',
  'payment.prepared.onPayment': 'It will be prepared as soon as your payment arrives.',
};
