import type { ReactElement } from 'react';
import { safeHref, safeImageSrc } from '../../domain/shared/rich-text';
import { useT } from '../../i18n/react';
import type { FooterLogo } from '../../schema/site/footer-logo';
import { useSiteView } from '../site-view';

// Footer logo elements (spec: loaded at startup, 100 per page): the owner's partner and label
// logos in a row at the foot of every page, each linking to its partner when it has a link.

function LogoImage({ logo, src }: { logo: FooterLogo; src: string }): ReactElement {
  return (
    <img
      className="footer-logos__img"
      src={src}
      alt={logo.name}
      height={56}
      loading="lazy"
      decoding="async"
    />
  );
}

export function FooterLogos(): ReactElement | null {
  const { footerLogos = [], link } = useSiteView();
  const { t } = useT();
  const shown = footerLogos.flatMap((logo) => {
    const src = safeImageSrc(logo.image);
    return src === null ? [] : [{ logo, src, href: logo.link ? safeHref(link(logo.link)) : null }];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="footer-logos" aria-label={t('footer.partners')}>
      {shown.map(({ logo, src, href }) => (
        <li key={logo.id} className="footer-logos__item">
          {href ? (
            <a href={href} rel="noopener">
              <LogoImage logo={logo} src={src} />
            </a>
          ) : (
            <LogoImage logo={logo} src={src} />
          )}
        </li>
      ))}
    </ul>
  );
}
