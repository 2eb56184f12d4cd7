// The settings screens, grouped by subject (the parameters'
// catalogue in worker/seed/parameters.ts): appearance, company, social links, legal texts,
// features, shop. Each field says how it is edited; a parameter the site has but no group
// names lands in « Autres réglages », so nothing an owner could set is hidden. Settings of a
// feature the site lacks (the shop's, on a site without shop) are left out; labels and word
// lists are the owner's words, not the stored codes.

export type SettingWidget =
  'colour' | 'boolean' | 'number' | 'text' | 'multiline' | 'link' | 'choice' | 'rich';

export interface SettingChoice {
  id: string;
  name: string;
}

interface SettingSection {
  title: string;
  types: readonly string[];
  /** Only on e-commerce sites. */
  shopOnly?: boolean;
}

export interface SettingGroup {
  id: 'appearance' | 'company' | 'social' | 'legal' | 'features' | 'shop' | 'other';
  label: string;
  /** Only on e-commerce sites. */
  shopOnly?: boolean;
  sections: readonly SettingSection[];
}

export const WEEKDAYS = [
  ['MONDAY', 'Lundi'],
  ['TUESDAY', 'Mardi'],
  ['WEDNESDAY', 'Mercredi'],
  ['THURSDAY', 'Jeudi'],
  ['FRIDAY', 'Vendredi'],
  ['SATURDAY', 'Samedi'],
  ['SUNDAY', 'Dimanche'],
] as const;

export const OPENING_HOURS_TYPES = WEEKDAYS.map(([day]) => `OPENING_HOURS_${day}`);

export const COLOUR_TYPES = [
  'PRIMARY_COLOR',
  'ACCENT_COLOR',
  'BACKGROUND_COLOR',
  'HEADER_COLOR',
  'FOOTER_COLOR',
  'MENU_COLOR',
  'MOBILE_MENU_COLOR',
  'ACTIVE_MENU_COLOR',
  'ACTIVE_FONT_COLOR',
] as const;

const LEGAL_TEXT_TYPES = ['LEGAL_NOTICE', 'PRIVACY', 'COOKIE_POLICY', 'SALE_TERMS', 'USE_TERMS'] as const;

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'appearance',
    label: 'Apparence',
    sections: [
      { title: 'Couleurs', types: [...COLOUR_TYPES, 'DARK_THEME'] },
      {
        title: 'Logo',
        types: [
          'LOGO_POSITION',
          'LOGO_WIDTH',
          'LOGO_HEIGHT',
          'LOGO_MARGIN_TOP',
          'LOGO_MARGIN_RIGHT',
          'LOGO_MARGIN_BOTTOM',
          'LOGO_MARGIN_LEFT',
        ],
      },
      {
        title: 'Menu',
        types: [
          'MENU_ALIGNMENT',
          'MENU_ACTIVE_TYPE',
          'MENU_HOVER_TRANSITION',
          'MENU_MOBILE_POSITION',
          'MENU_TYPE',
          'MENU_ICON_SIZE',
          'FIXED_MENU',
          'SHOW_CART_ICON',
          'SHOW_ACCOUNT_ICON',
          'ICON_BASE_STYLE',
          'SEE_CART_ON_HOVER',
        ],
      },
      {
        title: 'Présentation des pages',
        types: [
          'PROMOTED_NEWS_STYLE',
          'REPEAT_ANIMATION',
          'DETAIL_PAGE_MARGIN_TOP',
          'PRODUCTS_PAGE_STYLE',
          'SERVICES_PAGE_STYLE',
          'PRODUCT_DETAIL_PAGE_STYLE',
        ],
      },
    ],
  },
  {
    id: 'company',
    label: 'Entreprise',
    sections: [
      {
        title: 'Identité et contact',
        types: [
          'COMPANY_NAME',
          'COMPANY_DESCRIPTION',
          'COMPANY_EMAIL',
          'COMPANY_PHONE',
          'COMPANY_MOBILE',
          'COMPANY_FAX',
          'COMPANY_HEAD_OFFICE',
        ],
      },
      {
        title: 'Informations légales',
        types: [
          'COMPANY_LEGAL_NAME',
          'COMPANY_CORPORATE_FORM',
          'COMPANY_LEGAL_AGENT',
          'SIRET_NUMBER',
          'RCS_NUMBER',
          'INTRACO_VAT',
          'SHARE_CAPITAL',
        ],
      },
      { title: "Horaires d'ouverture", types: OPENING_HOURS_TYPES },
    ],
  },
  {
    id: 'social',
    label: 'Réseaux sociaux',
    sections: [
      {
        title: 'Liens',
        types: [
          'FACEBOOK_URL',
          'INSTAGRAM_URL',
          'LINKEDIN_URL',
          'TWITTER_URL',
          'YOUTUBE_URL',
          'TIKTOK_URL',
          'TRIPADVISOR_URL',
          'GOOGLE_REVIEW_URL',
        ],
      },
    ],
  },
  { id: 'legal', label: 'Textes légaux', sections: [{ title: 'Textes', types: LEGAL_TEXT_TYPES }] },
  {
    id: 'features',
    label: 'Fonctionnalités',
    sections: [
      { title: 'Modules', types: ['NEWSLETTER_ENABLED', 'BLOG_ENABLED', 'SEARCH_BAR'] },
      {
        title: 'Rendez-vous en ligne',
        types: [
          'BOOKING_ENABLED',
          'BOOKING_NOTICE_HOURS',
          'BOOKING_HORIZON_DAYS',
          'BOOKING_STEP_MINUTES',
          'BOOKING_CANCEL_DEADLINE_HOURS',
          'BOOKING_POLICY_TEXT',
        ],
      },
      {
        title: 'Cartes cadeaux',
        types: [
          'GIFT_CARDS_ENABLED',
          'GIFT_CARD_AMOUNTS',
          'GIFT_CARD_MIN_AMOUNT',
          'GIFT_CARD_MAX_AMOUNT',
          'GIFT_CARD_VALIDITY_MONTHS',
        ],
      },
      {
        title: 'Bandeaux',
        types: ['PROMO_BANNER_ENABLED', 'PROMO_BANNER_TEXT', 'ALCOHOL_WARNING_BANNER', 'ETHYLOTEST_BANNER'],
      },
      {
        title: 'Inscription',
        types: ['BLOCK_MINORS_AT_REGISTRATION', 'ASK_BIRTHDATE_AT_REGISTRATION'],
      },
      {
        title: 'Prix et stock',
        shopOnly: true,
        types: [
          'HIDE_PRICES',
          'HIDE_PERCENTAGE_DISCOUNT',
          'STOCK_DISPLAY_THRESHOLD',
          'IN_STOCK_LABEL',
          'OUT_OF_STOCK_LABEL',
          'SHOW_GRAPE_VARIETY',
          'HANDLE_STOCK',
          'USE_PRODUCT_STOCK',
        ],
      },
      { title: 'Zones de vente', types: ['SELLS_WORLDWIDE', 'ONLY_SELL_IN_FRANCE'], shopOnly: true },
      { title: 'Protection du contenu', types: ['LOCK_RIGHT_CLICK', 'LOCK_TEXT_SELECTION'] },
      { title: 'E-mails', types: ['SENDER_MAIL_NAME', 'SENDER_MAIL_ADDRESS'] },
      {
        title: "Scripts et mesure d'audience",
        types: [
          'SCRIPT_TO_LOAD',
          'CUSTOM_HTML_END_OF_BODY',
          'MATOMO_URL',
          'MATOMO_SITE_ID',
          'GOOGLE_TAG_ID',
          'PLAUSIBLE_DOMAIN',
          'FACEBOOK_PIXEL_ID',
        ],
      },
    ],
  },
  {
    id: 'shop',
    label: 'Boutique',
    shopOnly: true,
    sections: [
      {
        title: 'Bouteilles et livraison',
        types: [
          'BOTTLE_MULTIPLE',
          'MIN_BOTTLES_PER_EXPEDITION',
          'MAX_BOTTLES_PER_EXPEDITION',
          'FREE_SHIPPING_BOTTLE_COUNT',
          'FREE_SHIPPING_PRICE',
          'SHIPPING_HANDLING_DAYS_MIN',
          'SHIPPING_HANDLING_DAYS_MAX',
          'SHIPPING_TRANSIT_DAYS_MIN',
          'SHIPPING_TRANSIT_DAYS_MAX',
          'CLICK_AND_COLLECT_LEAD_HOURS',
          'CLICK_AND_COLLECT_SLOT_CAPACITY',
        ],
      },
      {
        title: 'Paiement et suivi',
        types: [
          'PAYMENT_METHOD',
          'BANK_IBAN',
          'BANK_BIC',
          'UNPAID_ORDER_DELAY_HOURS',
          'CARD_PAYMENT_HOLD_MINUTES',
          'MAX_UNPAID_ORDERS_PER_MEMBER',
          'ORDER_REVIEW_REQUEST_DELAY',
        ],
      },
    ],
  },
];

const choices = (...values: [string, string][]): SettingChoice[] =>
  values.map(([id, name]) => ({ id, name }));

/**
 * The settings whose value is one of a few words (read by the public layout), each word shown
 * as what it does. The five page-presentation values (ICON_BASE_STYLE to
 * PRODUCT_DETAIL_PAGE_STYLE) are those the pages obey; REPEAT_ANIMATION is stored as
 * « true »/« false » like any switch but reads better as two sentences.
 */
export const SETTING_CHOICES: Readonly<Record<string, SettingChoice[]>> = {
  LOGO_POSITION: choices(['left', 'Logo à gauche'], ['center', 'Logo centré']),
  MENU_ALIGNMENT: choices(['left', 'Menu à gauche'], ['center', 'Menu centré'], ['right', 'Menu à droite']),
  MENU_ACTIVE_TYPE: choices(
    ['UNDERLINE', 'Soulignée'],
    ['BACKGROUND', 'Sur un fond de couleur'],
    ['BOLD', 'En gras'],
  ),
  MENU_MOBILE_POSITION: choices(['LEFT', 'Ouvert depuis la gauche'], ['RIGHT', 'Ouvert depuis la droite']),
  MENU_TYPE: choices(
    ['RELATIVE', 'Au-dessus du contenu'],
    ['ABSOLUTE', 'Posé sur le haut de la page (sur l’image d’en-tête)'],
  ),
  ICON_BASE_STYLE: choices(['OUTLINED', 'Icônes au trait'], ['FILLED', 'Icônes pleines']),
  PROMOTED_NEWS_STYLE: choices(['FLAT', 'À plat'], ['CARDS', 'En cartes']),
  REPEAT_ANIMATION: choices(
    ['false', 'Une seule fois, à la première apparition'],
    ['true', 'À chaque fois que l’élément revient à l’écran'],
  ),
  PRODUCTS_PAGE_STYLE: choices(
    ['GRID', 'En grille de vignettes'],
    ['LIST', 'En liste, un produit par ligne'],
  ),
  SERVICES_PAGE_STYLE: choices(
    ['GRID', 'En grille de vignettes'],
    ['LIST', 'En liste, une prestation par ligne'],
  ),
  PRODUCT_DETAIL_PAGE_STYLE: choices(
    ['CLASSIC', 'Classique : photo à gauche, description à droite'],
    ['WIDE', 'Photo en grand au-dessus de la description'],
  ),
};

/**
 * Owner-facing names of the settings whose stored label names codes (« Position du logo (left
 * ou center) ») or says too little; the other labels are the catalogue's own.
 */
const SETTING_LABELS: Readonly<Record<string, string>> = {
  LOGO_POSITION: 'Position du logo',
  MENU_ALIGNMENT: 'Alignement du menu',
  MENU_ACTIVE_TYPE: 'Page en cours dans le menu',
  MENU_MOBILE_POSITION: 'Menu sur téléphone',
  MENU_TYPE: 'Place du menu',
  ICON_BASE_STYLE: 'Style des icônes',
  PROMOTED_NEWS_STYLE: 'Actualités mises en avant',
  REPEAT_ANIMATION: 'Animations des blocs',
  PRODUCTS_PAGE_STYLE: 'Page des produits',
  SERVICES_PAGE_STYLE: 'Page des prestations',
  PRODUCT_DETAIL_PAGE_STYLE: 'Fiche d’un produit',
};

// « (left ou center) », « (UNDERLINE, BACKGROUND ou BOLD) », « (RELATIVE ou ABSOLUTE, …) »:
// a list of codes in brackets at the end of a label; « (px) » or « (vide si fermé) » stay.
const CODE_LIST = /\s*\((?:[A-Za-z_]+(?:,\s*|\s+ou\s+))+[A-Za-z_]+[^)]*\)\s*$/;

/** A setting's name for the owner: its own wording, else the stored label without codes. */
export function settingLabel(type: string, storedLabel: string): string {
  return SETTING_LABELS[type] ?? storedLabel.replace(CODE_LIST, '');
}

/** Settings of the shop found in groups every site has (hidden on a site without shop). */
const SHOP_SETTING_TYPES: ReadonlySet<string> = new Set([
  'SHOW_CART_ICON',
  'SEE_CART_ON_HOVER',
  'PRODUCTS_PAGE_STYLE',
  'PRODUCT_DETAIL_PAGE_STYLE',
  'ETHYLOTEST_BANNER',
]);

export interface SettingKindInfo {
  type: string;
  kind: 'STRING' | 'BOOLEAN' | 'NUMBER' | 'TEXT' | 'LINK';
}

/** How one setting is edited: by its kind, refined for colours, word lists and legal texts. */
export function settingWidget({ type, kind }: SettingKindInfo): SettingWidget {
  if ((COLOUR_TYPES as readonly string[]).includes(type)) return 'colour';
  if ((LEGAL_TEXT_TYPES as readonly string[]).includes(type)) return 'rich';
  if (SETTING_CHOICES[type]) return 'choice';
  switch (kind) {
    case 'BOOLEAN':
      return 'boolean';
    case 'NUMBER':
      return 'number';
    case 'LINK':
      return 'link';
    case 'TEXT':
      return 'multiline';
    case 'STRING':
      return 'text';
  }
}

/** A group with only what a site without shop uses (its sections and settings). */
function withoutShop(group: SettingGroup): SettingGroup {
  return {
    ...group,
    sections: group.sections
      .filter((section) => !section.shopOnly)
      .map((section) => ({
        ...section,
        types: section.types.filter((type) => !SHOP_SETTING_TYPES.has(type)),
      }))
      .filter((section) => section.types.length > 0),
  };
}

/**
 * The groups this site shows, « Autres réglages » added when some parameter is in no group.
 * A site without shop sees none of the shop's settings, wherever they are grouped.
 */
export function visibleGroups(isECommerce: boolean, siteTypes: readonly string[]): SettingGroup[] {
  const grouped = new Set(
    SETTING_GROUPS.flatMap((group) => group.sections.flatMap((section) => section.types)),
  );
  const others = siteTypes.filter((type) => !grouped.has(type)).sort();
  const groups = isECommerce
    ? [...SETTING_GROUPS]
    : SETTING_GROUPS.filter((group) => !group.shopOnly).map(withoutShop);
  return others.length > 0
    ? [...groups, { id: 'other', label: 'Autres réglages', sections: [{ title: 'Réglages', types: others }] }]
    : groups;
}

/** A form value as the text the API stores (booleans as « true »/« false », empty as ''). */
export function settingText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

/** The form's value for a stored setting: booleans as booleans, everything else as text. */
export function settingFormValue(setting: SettingKindInfo & { value: string | null }): string | boolean {
  // A switch offered as two sentences (REPEAT_ANIMATION) keeps its stored words.
  if (setting.kind === 'BOOLEAN' && SETTING_CHOICES[setting.type]) return setting.value ?? 'false';
  if (setting.kind === 'BOOLEAN') return setting.value === 'true';
  return setting.value ?? '';
}

/** The settings of `types` whose value changed, as the text to send. */
export function changedSettings(
  types: readonly string[],
  initial: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): { type: string; value: string }[] {
  return types
    .filter((type) => type in current && settingText(current[type]) !== settingText(initial[type]))
    .map((type) => ({ type, value: settingText(current[type]) }));
}
