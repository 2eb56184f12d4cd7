// Sample gift cards: what each sample site offers besides an amount (its GIFT_CARD_AMOUNTS,
// 50, 80 and 120 € by default) and a few cards bought online, awaiting the owner's « paiement
// reçu » (an issued card's code is keyed by the machine's own GIFT_CARD_CODE_SECRET, so
// sample data holds none: marking one paid in the admin issues it).
// Plain data and SQL, run by Node with type stripping too.
import { insert } from './sql.ts';

const MASSAGE_SITE = 1;
const WINE_SITE = 2;

/** 2 December 2026, 10:00 UTC: when the sample cards were bought. */
const BOUGHT_AT = 1_796_205_600;

const options = [
  // The practice's best-selling gift: an hour of its relaxing massage (service 1).
  {
    id: 1,
    site_id: MASSAGE_SITE,
    kind: 'SERVICE',
    service_id: 1,
    product_id: null,
    label: 'Massage bien-être 60 min',
    price_cents: 6000,
    vat_rate_bp: 2000,
    position: 1,
  },
  // The estate's discovery box (product 15), at its shop price.
  {
    id: 2,
    site_id: WINE_SITE,
    kind: 'PRODUCT',
    service_id: null,
    product_id: 15,
    label: 'Coffret découverte 6 bouteilles',
    price_cents: 7900,
    vat_rate_bp: 2000,
    position: 1,
  },
];

const cards = [
  {
    site_id: MASSAGE_SITE,
    reference: 'BON-MASSAGE1',
    kind: 'SERVICE',
    option_id: 1,
    label: 'Massage bien-être 60 min',
    amount_cents: 6000,
    vat_rate_bp: 2000,
    vat_cents: 1000,
    buyer_firstname: 'Hélène',
    buyer_lastname: 'Garnier',
    buyer_email: 'helene.garnier@exemple.fr',
    recipient_name: 'Sophie Garnier',
    recipient_email: 'sophie.garnier@exemple.fr',
    message: 'Pour souffler un peu après ces mois chargés. Je t’embrasse !',
    send_on: '2026-12-24',
    payment_method: 'CHEQUE',
  },
  {
    site_id: MASSAGE_SITE,
    reference: 'BON-MASSAGE2',
    kind: 'AMOUNT',
    option_id: null,
    label: 'Carte cadeau de 80,00 €',
    amount_cents: 8000,
    vat_rate_bp: 0,
    vat_cents: 0,
    buyer_firstname: 'Marc',
    buyer_lastname: 'Lebrun',
    buyer_email: 'marc.lebrun@exemple.fr',
    recipient_name: 'Nadia Lebrun',
    recipient_email: 'nadia.lebrun@exemple.fr',
    message: 'Joyeux anniversaire, profite bien de ce moment rien qu’à toi.',
    send_on: '2026-12-02',
    payment_method: 'BANK_TRANSFER',
  },
  {
    site_id: WINE_SITE,
    reference: 'BON-DOMAINE1',
    kind: 'AMOUNT',
    option_id: null,
    label: 'Carte cadeau de 120,00 €',
    amount_cents: 12_000,
    vat_rate_bp: 0,
    vat_cents: 0,
    buyer_firstname: 'Paul',
    buyer_lastname: 'Rivière',
    buyer_email: 'paul.riviere@exemple.fr',
    recipient_name: 'Antoine Rivière',
    recipient_email: 'antoine.riviere@exemple.fr',
    message: 'De quoi remplir ta cave pour les fêtes. Santé !',
    send_on: '2026-12-20',
    payment_method: 'BANK_TRANSFER',
  },
  {
    site_id: WINE_SITE,
    reference: 'BON-DOMAINE2',
    kind: 'PRODUCT',
    option_id: 2,
    label: 'Coffret découverte 6 bouteilles',
    amount_cents: 7900,
    vat_rate_bp: 2000,
    vat_cents: 1317,
    buyer_firstname: 'Isabelle',
    buyer_lastname: 'Morin',
    buyer_email: 'isabelle.morin@exemple.fr',
    recipient_name: 'Julien et Clara',
    recipient_email: 'julien.clara@exemple.fr',
    message: 'Pour votre nouvelle maison : à déguster ensemble.',
    send_on: '2026-12-02',
    payment_method: 'PAY_AT_PICKUP',
  },
];

export function giftCardStatements(): string[] {
  return [
    ...options.map((option) => insert('gift_card_options', option)),
    ...cards.map((card) =>
      insert('gift_cards', {
        ...card,
        locale: 'fr_FR',
        validity_months: 12,
        created_at: BOUGHT_AT,
        updated_at: BOUGHT_AT,
      }),
    ),
  ];
}
