import type { ReactElement } from 'react';
import { safeHref } from '../../domain/shared/rich-text';
import { parameterValue } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import type { MessageKey } from '../../i18n/messages';
import { useSiteView } from '../site-view';
import { GiftCardFooterLink } from '../gift-cards/GiftCardFooterLink';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { FooterLogos } from './FooterLogos';
import { Logo } from './Logo';

const LEGAL_LINKS: [string, MessageKey][] = [
  ['/legal-notice', 'footer.legalNotice'],
  ['/privacy-policy', 'footer.privacy'],
  ['/cookie-policy', 'footer.cookies'],
  ['/use-terms', 'footer.useTerms'],
];

export function Footer(): ReactElement {
  const { info, parameters, footer, link } = useSiteView();
  const { t } = useT();
  const name = parameterValue(parameters, 'COMPANY_NAME') ?? info.name;
  const phone = parameterValue(parameters, 'COMPANY_PHONE');
  const email = parameterValue(parameters, 'COMPANY_EMAIL');
  const office = parameterValue(parameters, 'COMPANY_HEAD_OFFICE');
  const links = info.isECommerce
    ? [...LEGAL_LINKS, ['/sale-terms', 'footer.saleTerms'] as [string, MessageKey]]
    : LEGAL_LINKS;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo type="LOGO_FOOTER" />
          {parameterValue(parameters, 'COMPANY_DESCRIPTION') ? (
            <p className="site-footer__description">{parameterValue(parameters, 'COMPANY_DESCRIPTION')}</p>
          ) : null}
          <GiftCardFooterLink />
        </div>
        <address className="site-footer__contact">
          <strong>{name}</strong>
          {office ? <span>{office}</span> : null}
          {phone ? <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> : null}
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
        </address>
        {footer?.columns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((entry) => {
                // Footer links come from the CMS: the rich-text filter keeps `javascript:` out.
                const href = safeHref(link(entry.href));
                return <li key={entry.href}>{href ? <a href={href}>{entry.label}</a> : entry.label}</li>;
              })}
            </ul>
          </nav>
        ))}
        <NewsletterSignup />
        <nav className="site-footer__legal" aria-label={t('footer.legal')}>
          <ul>
            {links.map(([href, label]) => (
              <li key={href}>
                <a href={link(href)}>{t(label)}</a>
              </li>
            ))}
            <li>
              <a href={link('/cookie-policy')} data-consent-open="">
                {t('footer.manageCookies')}
              </a>
            </li>
            <li>
              <a href={link('/me-contacter')}>{t('footer.contact')}</a>
            </li>
          </ul>
        </nav>
      </div>
      <FooterLogos />
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {name}
      </p>
    </footer>
  );
}
