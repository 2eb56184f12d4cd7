import type { ReactElement, ReactNode } from 'react';
import { parameterFlag } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { AlcoholWarningBanner, MinorsSaleBanner, PromoBanner } from './Banners';
import { Footer } from './Footer';
import { HeaderBar } from './HeaderBar';
import { UntranslatedNote } from './LanguageSwitcher';
import { MobileBar } from './MobileBar';
import { MobileBottomBar } from './MobileBottomBar';

/**
 * What both page layouts share: skip link, banners, header bar, mobile bar, footer, mobile
 * bottom bar, the fullscreen-slider mount and the notification area. `islands` fills the
 * mounts with the live components (cart badge, slider, toasts, consent).
 */
export interface LayoutIslands {
  progress?: ReactNode;
  cart?: ReactNode;
  slider?: ReactNode;
  notifications?: ReactNode;
  consent?: ReactNode;
}

export function LayoutFrame({
  variant,
  children,
  islands = {},
}: {
  variant: 'standard' | 'wide';
  children: ReactNode;
  islands?: LayoutIslands;
}): ReactElement {
  const { parameters, routeName } = useSiteView();
  const locks = [
    parameterFlag(parameters, 'LOCK_TEXT_SELECTION') ? 'lock-selection' : '',
    parameterFlag(parameters, 'LOCK_RIGHT_CLICK') ? 'lock-context-menu' : '',
  ].filter(Boolean);
  return (
    <div className={['site', `site--${variant}`, ...locks].join(' ')}>
      {islands.progress}
      <a className="skip-link" href="#contenu">
        {useT().t('layout.skipToContent')}
      </a>
      <PromoBanner />
      <HeaderBar cart={islands.cart} />
      <MobileBar cart={islands.cart} />
      <main id="contenu" className={`site-main site-main--${variant}`} tabIndex={-1} data-route={routeName}>
        <UntranslatedNote />
        {children}
      </main>
      <MinorsSaleBanner />
      <AlcoholWarningBanner />
      <Footer />
      <MobileBottomBar />
      <div className="slider-mount">{islands.slider}</div>
      <div className="notification-area">{islands.notifications}</div>
      {islands.consent}
    </div>
  );
}
