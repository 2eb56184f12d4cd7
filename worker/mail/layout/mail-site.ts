import {
  contrastRatio,
  darken,
  DEFAULT_PRIMARY,
  lighten,
  MIN_TEXT_CONTRAST,
  parseHex,
  textColorOn,
  toHex,
} from '../../../src/domain/site/theme';
import { localisedPath } from '../../../src/domain/shared/locale';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { Translator } from '../../../src/i18n/translator';
import { logoByType } from '../../../src/schema/site/site';
import { getSiteInfo, parameterValues } from '../../provider/site/public';

// What every e-mail needs about the site that sends it: its name, the origin its links are
// built on (absolute, since a mail client has no base URL), the reply-to address, its colours
// and its logo. Loaded once per e-mail (or per batch of e-mails), then handed to the message.

export interface MailColors {
  /** The site's primary colour (PRIMARY_COLOR), as configured: the header band and buttons. */
  primary: string;
  /** Text drawn on the primary colour (dark or white, whichever contrasts more). */
  onPrimary: string;
  /** Links on the light card: the primary colour, darkened until it reads at 4.5:1 on white. */
  linkLight: string;
  /** Links on the dark card (prefers-color-scheme: dark): lightened until 4.5:1 on DARK_CARD. */
  linkDark: string;
}

export interface MailSite {
  name: string;
  /** 'https://www.example.fr' without a trailing slash: every link is built on it. */
  origin: string;
  replyTo: string | null;
  colors: MailColors;
  logo: { url: string; alt: string } | null;
  /** The language the e-mail is written in: the order's, or the request's that sends it. */
  locale: string;
  /** The site's default locale: links in another locale carry its prefix and route words. */
  defaultLocale: string;
}

/** The same site, writing in another of its locales (an order's e-mails are in the order's). */
export function mailSiteIn<S extends { locale: string }>(site: S, locale: string | null | undefined): S {
  return locale ? { ...site, locale } : site;
}

/** The translator of the e-mail's language. */
export function mailT(site: Pick<MailSite, 'locale'>): Translator {
  return translatorFor(site.locale);
}

/** An absolute link to a page, in the e-mail's language: '/mon-compte' → 'https://…/en/my-account'. */
export function mailLink(site: Pick<MailSite, 'origin' | 'locale' | 'defaultLocale'>, path: string): string {
  return `${site.origin}${localisedPath(path, site.locale, site.defaultLocale)}`;
}

export const LIGHT_CARD = '#ffffff';
export const DARK_CARD = '#1e1e1e';

/** Steps the colour towards black or white until it reaches AA contrast on the background. */
function readableOn(color: string, background: string, towards: 'dark' | 'light'): string {
  let candidate = color;
  for (let step = 1; step <= 10 && (contrastRatio(candidate, background) ?? 0) < MIN_TEXT_CONTRAST; step++) {
    candidate = towards === 'dark' ? darken(color, step / 10) : lighten(color, step / 10);
  }
  return candidate;
}

/** The mail colours of a primary colour (#rrggbb); a missing or invalid one gives the theme's default. */
export function mailColors(primaryColor: string | null | undefined): MailColors {
  const rgb = parseHex(primaryColor ?? '');
  const primary = rgb ? toHex(rgb) : DEFAULT_PRIMARY;
  return {
    primary,
    onPrimary: textColorOn(primary),
    linkLight: readableOn(primary, LIGHT_CARD, 'dark'),
    linkDark: readableOn(primary, DARK_CARD, 'light'),
  };
}

/** A logo's URL ('/assets/logo.svg' or already absolute) resolved on the site's origin. */
function absoluteUrl(origin: string, pathOrUrl: string): string {
  return URL.canParse(pathOrUrl, `${origin}/`) ? new URL(pathOrUrl, `${origin}/`).toString() : pathOrUrl;
}

/**
 * The site as its e-mails show it. `origin` is where links point (the caller decides: the
 * request's origin for member e-mails, the site's stored URL for order e-mails); `locale` the
 * language they are written in (the request's; null: the site's default).
 */
export async function loadMailSite(
  db: D1Database,
  siteId: number,
  origin: string,
  locale: string | null = null,
): Promise<MailSite> {
  const [values, info] = await Promise.all([
    parameterValues(db, siteId, ['COMPANY_NAME', 'COMPANY_EMAIL', 'PRIMARY_COLOR']),
    getSiteInfo(db, siteId),
  ]);
  // A site without a valid URL (misconfigured) gets relative links rather than a failed order.
  const base = URL.canParse(origin) ? new URL(origin).origin : '';
  const logo = info ? logoByType(info.logos, 'LOGO') : undefined;
  return {
    name: (values.get('COMPANY_NAME') ?? '').trim() || (info?.name ?? ''),
    origin: base,
    replyTo: (values.get('COMPANY_EMAIL') ?? '').trim() || null,
    colors: mailColors(values.get('PRIMARY_COLOR')),
    logo: logo ? { url: absoluteUrl(base, logo.onlineImage.url), alt: logo.alt || info?.name || '' } : null,
    locale: locale ?? info?.defaultLang.code ?? 'fr_FR',
    defaultLocale: info?.defaultLang.code ?? 'fr_FR',
  };
}
