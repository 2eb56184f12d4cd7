import type { ReactElement } from 'react';
import { parameterFlag, parameterValue } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

// Feature-flag banners and the notices of a shop selling alcohol, in the page's language
// (catalogues/common.ts; the French wording stays in BannerTexts.ts, which islands may import).
export { ALCOHOL_WARNING } from './BannerTexts';

export function PromoBanner(): ReactElement | null {
  const { parameters } = useSiteView();
  const text = parameterValue(parameters, 'PROMO_BANNER_TEXT');
  const { t } = useT();
  if (!parameterFlag(parameters, 'PROMO_BANNER_ENABLED') || !text) return null;
  return (
    <aside className="promo-banner" aria-label={t('banner.promo')}>
      <p>{text}</p>
    </aside>
  );
}

export function AlcoholWarningBanner(): ReactElement | null {
  const { parameters } = useSiteView();
  const { t } = useT();
  if (!parameterFlag(parameters, 'ALCOHOL_WARNING_BANNER')) return null;
  return (
    <aside className="alcohol-banner" aria-label={t('banner.healthLabel')}>
      <p>{t('banner.alcoholWarning')}</p>
    </aside>
  );
}

/** Whether the site sells alcohol online: an e-commerce winemaker. */
function sellsAlcohol(info: { isECommerce: boolean; isWinemaker: boolean }): boolean {
  return info.isECommerce && info.isWinemaker;
}

/** The minors-sale notice; `where` says which page asks (the layout shows it on the home page). */
export function MinorsSaleBanner({ where = 'home' }: { where?: 'home' | 'payment' }): ReactElement | null {
  const { info, path } = useSiteView();
  const { t } = useT();
  if (!sellsAlcohol(info) || (where === 'home' && path !== '/')) return null;
  return (
    <aside className="minors-banner" aria-label={t('banner.minorsLabel')}>
      <p>
        <strong>{t('banner.minorsWarning')}</strong>
      </p>
      <p className="minors-banner__reference">{t('banner.minorsReference')}</p>
    </aside>
  );
}

/** On the payment page when the ETHYLOTEST_BANNER parameter is on. */
export function EthylotestBanner(): ReactElement | null {
  const { parameters } = useSiteView();
  const { t } = useT();
  if (!parameterFlag(parameters, 'ETHYLOTEST_BANNER')) return null;
  return (
    <aside className="ethylotest-banner" aria-label={t('banner.ethylotestLabel')}>
      <p>{t('banner.ethylotest')}</p>
    </aside>
  );
}

/**
 * The Loi Evin health message, always on the page where alcohol is ordered (not behind a
 * flag): here unless the layout's health banner (ALCOHOL_WARNING_BANNER) already says it, so
 * the page reads it once.
 */
export function LoiEvinMention(): ReactElement | null {
  const { parameters } = useSiteView();
  const { t } = useT();
  if (parameterFlag(parameters, 'ALCOHOL_WARNING_BANNER')) return null;
  return <p className="loi-evin">{t('banner.alcoholWarning')}</p>;
}
