import type { SiteLanguages } from './translation/languages';

// What the admin panel knows of who is signed in and of the chosen site: the platform operator
// gets the platform screens, the site's flags decide the shop's. Read once by the auth provider
// from the admin session (GET /api/admin/session) and the site's info.

export interface AdminPermissions {
  operator: boolean;
  isECommerce: boolean;
  /** The site sells gift cards (GIFT_CARDS_ENABLED): the gift card screens. */
  giftCards?: boolean;
  siteName: string;
  /** The chosen site's storefront URL (« Voir le site »). */
  siteUrl: string;
  /** The account manages more than this site (« Changer de site »). */
  manySites: boolean;
  /** The site's languages: with two or more, content is edited per language. */
  languages?: SiteLanguages;
}

export const isOperator = (permissions: AdminPermissions | null | undefined): boolean =>
  permissions?.operator === true;
