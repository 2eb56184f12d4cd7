import type { MailSite } from '../layout/mail-site';

/** The shop as its order e-mails show it (worker/provider/orders/order-settings.ts loads it). */
export interface MailShop {
  name: string;
  merchantEmail: string;
  siteUrl: string;
  /** The site as its e-mails show it (colours, logo, link origin). */
  site: MailSite;
}
