// The one catalogue of site parameters ("Parameter"): key, kind, French label shown to
// the owner and default value. Every sample site gets every parameter; a site only lists the
// values that differ from the defaults.
import { legalTexts } from './legal-texts.ts';
import type { ParameterKind, SeedParameter } from './types.ts';

export interface ParameterDefinition {
  type: string;
  kind: ParameterKind;
  label: string;
  default: string | null;
}

const WEEKDAYS: [key: string, label: string][] = [
  ['MONDAY', 'lundi'],
  ['TUESDAY', 'mardi'],
  ['WEDNESDAY', 'mercredi'],
  ['THURSDAY', 'jeudi'],
  ['FRIDAY', 'vendredi'],
  ['SATURDAY', 'samedi'],
  ['SUNDAY', 'dimanche'],
];

export const parameterCatalogue: ParameterDefinition[] = [
  // Appearance
  { type: 'ACTIVE_FONT_COLOR', kind: 'STRING', label: 'Couleur du texte du menu actif', default: '#ffffff' },
  { type: 'ACTIVE_MENU_COLOR', kind: 'STRING', label: 'Couleur de fond du menu actif', default: '#b08d57' },
  { type: 'BACKGROUND_COLOR', kind: 'STRING', label: 'Couleur de fond des pages', default: '#ffffff' },
  { type: 'HEADER_COLOR', kind: 'STRING', label: "Couleur de l'en-tête", default: '#ffffff' },
  { type: 'FOOTER_COLOR', kind: 'STRING', label: 'Couleur du pied de page', default: '#2f2a24' },
  { type: 'MENU_COLOR', kind: 'STRING', label: 'Couleur du texte du menu', default: '#3b342c' },
  { type: 'MOBILE_MENU_COLOR', kind: 'STRING', label: 'Couleur du menu mobile', default: '#ffffff' },
  { type: 'PRIMARY_COLOR', kind: 'STRING', label: 'Couleur principale', default: '#b08d57' },
  { type: 'ACCENT_COLOR', kind: 'STRING', label: "Couleur d'accentuation", default: '#4f7d5c' },
  { type: 'DARK_THEME', kind: 'BOOLEAN', label: 'Thème sombre', default: 'false' },
  { type: 'LOGO_POSITION', kind: 'STRING', label: 'Position du logo (left ou center)', default: 'left' },
  { type: 'LOGO_WIDTH', kind: 'NUMBER', label: 'Largeur du logo (px)', default: '180' },
  { type: 'LOGO_HEIGHT', kind: 'NUMBER', label: 'Hauteur du logo (px)', default: '60' },
  { type: 'LOGO_MARGIN_TOP', kind: 'NUMBER', label: 'Marge au-dessus du logo (px)', default: '8' },
  { type: 'LOGO_MARGIN_BOTTOM', kind: 'NUMBER', label: 'Marge sous le logo (px)', default: '8' },
  { type: 'LOGO_MARGIN_LEFT', kind: 'NUMBER', label: 'Marge à gauche du logo (px)', default: '0' },
  { type: 'LOGO_MARGIN_RIGHT', kind: 'NUMBER', label: 'Marge à droite du logo (px)', default: '0' },
  {
    type: 'MENU_ALIGNMENT',
    kind: 'STRING',
    label: 'Alignement du menu (left, center ou right)',
    default: 'right',
  },
  {
    type: 'MENU_ACTIVE_TYPE',
    kind: 'STRING',
    label: 'Mise en valeur du menu actif (UNDERLINE, BACKGROUND ou BOLD)',
    default: 'UNDERLINE',
  },
  { type: 'MENU_HOVER_TRANSITION', kind: 'BOOLEAN', label: 'Animation au survol du menu', default: 'true' },
  {
    type: 'MENU_MOBILE_POSITION',
    kind: 'STRING',
    label: 'Côté du menu mobile (LEFT ou RIGHT)',
    default: 'RIGHT',
  },
  {
    type: 'MENU_TYPE',
    kind: 'STRING',
    label: 'Type de menu (RELATIVE ou ABSOLUTE, superposé au contenu)',
    default: 'RELATIVE',
  },
  { type: 'MENU_ICON_SIZE', kind: 'NUMBER', label: 'Taille des icônes du menu (px)', default: '12' },
  { type: 'FIXED_MENU', kind: 'BOOLEAN', label: 'Menu fixe au défilement', default: 'true' },
  { type: 'SHOW_CART_ICON', kind: 'BOOLEAN', label: "Afficher l'icône du panier", default: 'false' },
  { type: 'SHOW_ACCOUNT_ICON', kind: 'BOOLEAN', label: "Afficher l'icône du compte", default: 'true' },
  {
    type: 'ICON_BASE_STYLE',
    kind: 'STRING',
    label: 'Style des icônes (OUTLINED ou FILLED)',
    default: 'OUTLINED',
  },
  {
    type: 'PROMOTED_NEWS_STYLE',
    kind: 'STRING',
    label: 'Style des actualités mises en avant',
    default: 'FLAT',
  },
  {
    type: 'REPEAT_ANIMATION',
    kind: 'BOOLEAN',
    label: 'Rejouer les animations à chaque affichage',
    default: 'false',
  },
  { type: 'SEE_CART_ON_HOVER', kind: 'BOOLEAN', label: 'Aperçu du panier au survol', default: 'false' },
  {
    type: 'DETAIL_PAGE_MARGIN_TOP',
    kind: 'NUMBER',
    label: 'Marge en haut des pages de détail (px)',
    default: '28',
  },
  { type: 'PRODUCTS_PAGE_STYLE', kind: 'STRING', label: 'Présentation de la page produits', default: 'GRID' },
  {
    type: 'SERVICES_PAGE_STYLE',
    kind: 'STRING',
    label: 'Présentation de la page prestations',
    default: 'GRID',
  },
  {
    type: 'PRODUCT_DETAIL_PAGE_STYLE',
    kind: 'STRING',
    label: 'Présentation de la fiche produit',
    default: 'CLASSIC',
  },

  // Company
  { type: 'COMPANY_NAME', kind: 'STRING', label: "Nom de l'entreprise", default: '' },
  { type: 'COMPANY_EMAIL', kind: 'STRING', label: 'Adresse e-mail de contact', default: '' },
  { type: 'COMPANY_MOBILE', kind: 'STRING', label: 'Téléphone mobile', default: '' },
  { type: 'COMPANY_FAX', kind: 'STRING', label: 'Fax', default: '' },
  { type: 'COMPANY_DESCRIPTION', kind: 'TEXT', label: "Présentation de l'entreprise", default: '' },
  { type: 'COMPANY_HEAD_OFFICE', kind: 'STRING', label: 'Adresse du siège social', default: '' },
  { type: 'COMPANY_LEGAL_AGENT', kind: 'STRING', label: 'Représentant légal', default: '' },
  { type: 'COMPANY_LEGAL_NAME', kind: 'STRING', label: 'Raison sociale', default: '' },
  { type: 'COMPANY_CORPORATE_FORM', kind: 'STRING', label: 'Forme juridique', default: '' },
  { type: 'COMPANY_PHONE', kind: 'STRING', label: 'Téléphone', default: '' },
  { type: 'SIRET_NUMBER', kind: 'STRING', label: 'Numéro SIRET', default: '' },
  { type: 'RCS_NUMBER', kind: 'STRING', label: 'Immatriculation RCS', default: '' },
  { type: 'INTRACO_VAT', kind: 'STRING', label: 'Numéro de TVA intracommunautaire', default: '' },
  { type: 'SHARE_CAPITAL', kind: 'STRING', label: 'Capital social', default: '' },
  ...WEEKDAYS.map(([day, label]): ParameterDefinition => ({
    type: `OPENING_HOURS_${day}`,
    kind: 'STRING',
    label: `Horaires d'ouverture du ${label} (vide si fermé)`,
    default: '',
  })),

  // Social networks
  { type: 'FACEBOOK_URL', kind: 'LINK', label: 'Page Facebook', default: '' },
  { type: 'INSTAGRAM_URL', kind: 'LINK', label: 'Compte Instagram', default: '' },
  { type: 'LINKEDIN_URL', kind: 'LINK', label: 'Page LinkedIn', default: '' },
  { type: 'TWITTER_URL', kind: 'LINK', label: 'Compte X (Twitter)', default: '' },
  { type: 'YOUTUBE_URL', kind: 'LINK', label: 'Chaîne YouTube', default: '' },
  { type: 'TIKTOK_URL', kind: 'LINK', label: 'Compte TikTok', default: '' },
  { type: 'TRIPADVISOR_URL', kind: 'LINK', label: 'Page Tripadvisor', default: '' },
  { type: 'GOOGLE_REVIEW_URL', kind: 'LINK', label: 'Lien pour laisser un avis Google', default: '' },

  // Legal texts (HTML with {{COMPANY_…}} placeholders)
  { type: 'COOKIE_POLICY', kind: 'TEXT', label: 'Politique cookies', default: legalTexts.COOKIE_POLICY },
  { type: 'PRIVACY', kind: 'TEXT', label: 'Politique de confidentialité', default: legalTexts.PRIVACY },
  { type: 'LEGAL_NOTICE', kind: 'TEXT', label: 'Mentions légales', default: legalTexts.LEGAL_NOTICE },
  {
    type: 'SALE_TERMS',
    kind: 'TEXT',
    label: 'Conditions générales de vente',
    default: legalTexts.SALE_TERMS,
  },
  {
    type: 'USE_TERMS',
    kind: 'TEXT',
    label: "Conditions générales d'utilisation",
    default: legalTexts.USE_TERMS,
  },

  // Features
  {
    type: 'NEWSLETTER_ENABLED',
    kind: 'BOOLEAN',
    label: "Activer l'inscription à la newsletter",
    default: 'true',
  },
  { type: 'BLOG_ENABLED', kind: 'BOOLEAN', label: 'Activer le blog', default: 'false' },
  { type: 'SEARCH_BAR', kind: 'BOOLEAN', label: 'Afficher la barre de recherche', default: 'false' },
  {
    type: 'PROMO_BANNER_ENABLED',
    kind: 'BOOLEAN',
    label: 'Afficher le bandeau promotionnel',
    default: 'false',
  },
  { type: 'PROMO_BANNER_TEXT', kind: 'STRING', label: 'Texte du bandeau promotionnel', default: '' },
  {
    type: 'ALCOHOL_WARNING_BANNER',
    kind: 'BOOLEAN',
    label: "Afficher l'avertissement sur l'abus d'alcool",
    default: 'false',
  },
  {
    type: 'ETHYLOTEST_BANNER',
    kind: 'BOOLEAN',
    label: 'Bandeau éthylotest sur la page de paiement',
    default: 'false',
  },
  {
    type: 'BLOCK_MINORS_AT_REGISTRATION',
    kind: 'BOOLEAN',
    label: "Refuser l'inscription des mineurs",
    default: 'false',
  },
  {
    type: 'ASK_BIRTHDATE_AT_REGISTRATION',
    kind: 'BOOLEAN',
    label: "Demander la date de naissance à l'inscription",
    default: 'false',
  },
  { type: 'HIDE_PRICES', kind: 'BOOLEAN', label: 'Masquer les prix', default: 'false' },
  {
    type: 'HIDE_PERCENTAGE_DISCOUNT',
    kind: 'BOOLEAN',
    label: 'Masquer le pourcentage de remise',
    default: 'false',
  },
  {
    type: 'STOCK_DISPLAY_THRESHOLD',
    kind: 'NUMBER',
    label: 'Seuil sous lequel le stock restant est affiché',
    default: '10',
  },
  { type: 'IN_STOCK_LABEL', kind: 'STRING', label: 'Libellé « en stock »', default: 'En stock' },
  { type: 'OUT_OF_STOCK_LABEL', kind: 'STRING', label: 'Libellé « épuisé »', default: 'Épuisé' },
  { type: 'SHOW_GRAPE_VARIETY', kind: 'BOOLEAN', label: 'Afficher les cépages', default: 'false' },
  { type: 'HANDLE_STOCK', kind: 'BOOLEAN', label: 'Gérer les stocks', default: 'false' },
  {
    type: 'USE_PRODUCT_STOCK',
    kind: 'BOOLEAN',
    label: 'Utiliser le stock de chaque produit',
    default: 'false',
  },
  { type: 'SELLS_WORLDWIDE', kind: 'BOOLEAN', label: 'Vendre dans le monde entier', default: 'false' },
  { type: 'ONLY_SELL_IN_FRANCE', kind: 'BOOLEAN', label: 'Vendre uniquement en France', default: 'true' },
  { type: 'LOCK_RIGHT_CLICK', kind: 'BOOLEAN', label: 'Bloquer le clic droit', default: 'false' },
  { type: 'LOCK_TEXT_SELECTION', kind: 'BOOLEAN', label: 'Bloquer la sélection du texte', default: 'false' },
  { type: 'SCRIPT_TO_LOAD', kind: 'TEXT', label: 'Script supplémentaire à charger', default: '' },
  {
    type: 'CUSTOM_HTML_END_OF_BODY',
    kind: 'TEXT',
    label: 'HTML personnalisé en fin de page',
    default: '',
  },
  { type: 'SENDER_MAIL_NAME', kind: 'STRING', label: "Nom d'expéditeur des e-mails", default: '' },
  { type: 'SENDER_MAIL_ADDRESS', kind: 'STRING', label: "Adresse d'expédition des e-mails", default: '' },

  // Analytics: empty means disabled; loaded only after cookie consent
  { type: 'MATOMO_URL', kind: 'STRING', label: 'Adresse du serveur Matomo', default: '' },
  { type: 'MATOMO_SITE_ID', kind: 'STRING', label: 'Identifiant du site dans Matomo', default: '' },
  { type: 'GOOGLE_TAG_ID', kind: 'STRING', label: 'Identifiant Google tag (G-… ou GTM-…)', default: '' },
  { type: 'PLAUSIBLE_DOMAIN', kind: 'STRING', label: 'Domaine suivi par Plausible', default: '' },
  { type: 'FACEBOOK_PIXEL_ID', kind: 'STRING', label: 'Identifiant du pixel Facebook', default: '' },

  // Shop
  { type: 'BOTTLE_MULTIPLE', kind: 'NUMBER', label: 'Vente par multiple de (bouteilles)', default: '1' },
  {
    type: 'MIN_BOTTLES_PER_EXPEDITION',
    kind: 'NUMBER',
    label: 'Nombre minimum de bouteilles par expédition',
    default: '1',
  },
  {
    type: 'MAX_BOTTLES_PER_EXPEDITION',
    kind: 'NUMBER',
    label: 'Nombre maximum de bouteilles par expédition',
    default: '60',
  },
  {
    type: 'FREE_SHIPPING_BOTTLE_COUNT',
    kind: 'NUMBER',
    label: 'Livraison offerte à partir de (bouteilles, 0 pour jamais)',
    default: '0',
  },
  {
    type: 'FREE_SHIPPING_PRICE',
    kind: 'NUMBER',
    label: "Livraison offerte à partir de (€ d'achat, 0 pour jamais)",
    default: '0',
  },
  {
    type: 'SHIPPING_HANDLING_DAYS_MIN',
    kind: 'NUMBER',
    label: 'Préparation d’une commande avant sa remise au transporteur : au plus tôt (jours ouvrés)',
    default: '0',
  },
  {
    type: 'SHIPPING_HANDLING_DAYS_MAX',
    kind: 'NUMBER',
    label: 'Préparation d’une commande avant sa remise au transporteur : au plus tard (jours ouvrés)',
    default: '2',
  },
  {
    type: 'SHIPPING_TRANSIT_DAYS_MIN',
    kind: 'NUMBER',
    label: 'Acheminement par le transporteur : au plus tôt (jours)',
    default: '2',
  },
  {
    type: 'SHIPPING_TRANSIT_DAYS_MAX',
    kind: 'NUMBER',
    label: 'Acheminement par le transporteur : au plus tard (jours)',
    default: '5',
  },
  {
    type: 'CLICK_AND_COLLECT_LEAD_HOURS',
    kind: 'NUMBER',
    label: 'Délai de préparation du retrait sur place (heures)',
    default: '24',
  },
  {
    type: 'CLICK_AND_COLLECT_SLOT_CAPACITY',
    kind: 'NUMBER',
    label: 'Commandes au plus par créneau de retrait (0 pour sans limite)',
    default: '4',
  },
  {
    type: 'ORDER_REVIEW_REQUEST_DELAY',
    kind: 'NUMBER',
    label: "Délai avant la demande d'avis après commande (jours)",
    default: '7',
  },
  {
    type: 'PAYMENT_METHOD',
    kind: 'STRING',
    label: 'Moyens de paiement (BANK_TRANSFER, CHEQUE, PAY_AT_PICKUP, STRIPE, séparés par des virgules)',
    default: 'BANK_TRANSFER,CHEQUE',
  },
  { type: 'BANK_IBAN', kind: 'STRING', label: 'IBAN pour les paiements par virement', default: '' },
  { type: 'BANK_BIC', kind: 'STRING', label: 'BIC pour les paiements par virement', default: '' },
  {
    type: 'UNPAID_ORDER_DELAY_HOURS',
    kind: 'NUMBER',
    label: 'Délai de paiement avant annulation d’une commande (heures)',
    default: '72',
  },
  {
    type: 'CARD_PAYMENT_HOLD_MINUTES',
    kind: 'NUMBER',
    label: 'Délai de paiement par carte avant annulation d’une commande (minutes)',
    default: '30',
  },
  {
    type: 'MAX_UNPAID_ORDERS_PER_MEMBER',
    kind: 'NUMBER',
    label: 'Commandes en attente de paiement au plus par client (0 pour sans limite)',
    default: '3',
  },
  // Online booking (migration 0042 adds them to existing sites with the same labels and defaults)
  { type: 'BOOKING_ENABLED', kind: 'BOOLEAN', label: 'Prise de rendez-vous en ligne', default: 'false' },
  {
    type: 'BOOKING_NOTICE_HOURS',
    kind: 'NUMBER',
    label: 'Rendez-vous : délai minimum avant un rendez-vous (heures)',
    default: '12',
  },
  {
    type: 'BOOKING_HORIZON_DAYS',
    kind: 'NUMBER',
    label: 'Rendez-vous : réservation possible jusqu’à (jours)',
    default: '60',
  },
  {
    type: 'BOOKING_STEP_MINUTES',
    kind: 'NUMBER',
    label: 'Rendez-vous : intervalle entre deux créneaux (minutes)',
    default: '15',
  },
  {
    type: 'BOOKING_CANCEL_DEADLINE_HOURS',
    kind: 'NUMBER',
    label: 'Rendez-vous : annulation en ligne jusqu’à (heures avant)',
    default: '24',
  },
  {
    type: 'BOOKING_POLICY_TEXT',
    kind: 'STRING',
    label: 'Rendez-vous : conditions d’annulation montrées aux clients',
    default:
      'Vous pouvez déplacer ou annuler votre rendez-vous en ligne jusqu’à 24 heures avant. Passé ce délai, merci d’appeler.',
  },
  // Gift cards (worker/provider/gift-cards): sold on /bons-cadeaux, spent at checkout or at the counter
  { type: 'GIFT_CARDS_ENABLED', kind: 'BOOLEAN', label: 'Vendre des cartes cadeaux', default: 'false' },
  {
    type: 'GIFT_CARD_AMOUNTS',
    kind: 'STRING',
    label: 'Montants proposés des cartes cadeaux (en euros, séparés par des virgules)',
    default: '50,80,120',
  },
  {
    type: 'GIFT_CARD_MIN_AMOUNT',
    kind: 'NUMBER',
    label: 'Montant libre minimum d’une carte cadeau (euros, 0 pour sans montant libre)',
    default: '20',
  },
  {
    type: 'GIFT_CARD_MAX_AMOUNT',
    kind: 'NUMBER',
    label: 'Montant libre maximum d’une carte cadeau (euros)',
    default: '500',
  },
  {
    type: 'GIFT_CARD_VALIDITY_MONTHS',
    kind: 'NUMBER',
    label: 'Durée de validité des cartes cadeaux (mois, 12 au moins)',
    default: '12',
  },
];

/** Every catalogue parameter, with `values` overriding the defaults. Unknown keys are a seed bug. */
export function siteParameters(values: Record<string, string | null>): SeedParameter[] {
  const known = new Set(parameterCatalogue.map((definition) => definition.type));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new Error(`Seed parameter ${key} is not in the parameter catalogue`);
  }
  return parameterCatalogue.map((definition) => ({
    type: definition.type,
    kind: definition.kind,
    label: definition.label,
    value: definition.type in values ? (values[definition.type] ?? null) : definition.default,
  }));
}
