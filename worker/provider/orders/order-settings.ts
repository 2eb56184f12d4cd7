import { loadMailSite, mailSiteIn } from '../../mail/layout/mail-site';
import type { MailShop } from '../../mail/order/mail-shop';
import { parameterValues } from '../site/settings/parameter.repository';
import { findSiteNameAndUrl } from '../site/site.repository';
import { primaryOrigin } from '../../../src/domain/site/site-url';
// The site settings the order flow reads, in one query (parameters table).

const ORDER_SETTING_TYPES = [
  'HANDLE_STOCK',
  'PAYMENT_METHOD',
  'ORDER_REVIEW_REQUEST_DELAY',
  'UNPAID_ORDER_DELAY_HOURS',
  'CARD_PAYMENT_HOLD_MINUTES',
  'MAX_UNPAID_ORDERS_PER_MEMBER',
  'CLICK_AND_COLLECT_LEAD_HOURS',
  'CLICK_AND_COLLECT_SLOT_CAPACITY',
  'ONLY_SELL_IN_FRANCE',
  'SELLS_WORLDWIDE',
  'SENDER_MAIL_ADDRESS',
  'COMPANY_EMAIL',
  'COMPANY_NAME',
  'COMPANY_LEGAL_NAME',
  'COMPANY_CORPORATE_FORM',
  'COMPANY_HEAD_OFFICE',
  'COMPANY_PHONE',
  'SIRET_NUMBER',
  'RCS_NUMBER',
  'INTRACO_VAT',
  'SHARE_CAPITAL',
  'BANK_IBAN',
  'BANK_BIC',
  'GOOGLE_REVIEW_URL',
] as const;

type OrderSettingType = (typeof ORDER_SETTING_TYPES)[number];

export interface OrderSettings {
  text(type: OrderSettingType): string;
  flag(type: OrderSettingType): boolean;
  number(type: OrderSettingType, fallback: number): number;
  /** Where merchant notifications go: the sender address, else the company e-mail; '' when neither. */
  merchantEmail(): string;
}

/** Unpaid orders are cancelled (stock released) after this many hours unless the site says otherwise. */
export const DEFAULT_UNPAID_ORDER_DELAY_HOURS = 72;

/** A card payment started holds the stock this many minutes (within the delay above). */
export const DEFAULT_CARD_PAYMENT_HOLD_MINUTES = 30;

/** Orders a member may have awaiting payment at once; 0 in the setting lifts the limit. */
export const DEFAULT_MAX_UNPAID_ORDERS_PER_MEMBER = 3;

export async function loadOrderSettings(db: D1Database, siteId: number): Promise<OrderSettings> {
  const values = await parameterValues(db, siteId, ORDER_SETTING_TYPES);
  const text = (type: OrderSettingType) => (values.get(type) ?? '').trim();
  return {
    text,
    flag: (type) => text(type).toLowerCase() === 'true',
    number: (type, fallback) => {
      const value = Number(text(type));
      return text(type) !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
    },
    merchantEmail: () => text('SENDER_MAIL_ADDRESS') || text('COMPANY_EMAIL'),
  };
}

/**
 * Who the order e-mails come from and link to: the company name, the merchant's address, the
 * site's primary URL (src/domain/site/site-url.ts; `requestUrl` when a request causes the e-mail).
 */
export async function loadMailShop(
  db: D1Database,
  siteId: number,
  settings: OrderSettings,
  requestUrl: string | null = null,
): Promise<MailShop> {
  const site = await findSiteNameAndUrl(db, siteId);
  const siteUrl = primaryOrigin(site?.url ?? '', requestUrl);
  return {
    name: settings.text('COMPANY_NAME') || site?.name || '',
    merchantEmail: settings.merchantEmail(),
    siteUrl,
    site: await loadMailSite(db, siteId, siteUrl),
  };
}

/** The same shop, its e-mails written in an order's language (null: the site's default). */
export function mailShopIn(shop: MailShop, locale: string | null): MailShop {
  return { ...shop, site: mailSiteIn(shop.site, locale) };
}
