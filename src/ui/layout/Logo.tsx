import type { ReactElement } from 'react';
import { logoByType, type LogoType } from '../../schema/site/site';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

/** The site's logo as a link home; the company name stands in when there is no logo. */
export function Logo({ type = 'LOGO' }: { type?: LogoType }): ReactElement {
  const { info, parameters, link } = useSiteView();
  const logo = logoByType(info.logos, type) ?? logoByType(info.logos, 'LOGO');
  const name = parameters.COMPANY_NAME?.value ?? info.name;
  return (
    <a className="logo" href={link('/')} aria-label={useT().t('layout.logoHome', { name })}>
      {logo ? (
        <img
          className="logo__image"
          src={logo.onlineImage.url}
          alt={logo.alt || name}
          width="180"
          height="56"
        />
      ) : (
        <span className="logo__text">{name}</span>
      )}
    </a>
  );
}
