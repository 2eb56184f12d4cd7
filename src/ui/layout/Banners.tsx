import type { ReactElement } from 'react';
import { parameterFlag, parameterValue } from '../../schema/parameter';
import { useSiteView } from '../site-view';

// Feature-flag banners. The alcohol warning is the Loi Evin's health message.
export const ALCOHOL_WARNING = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";

export function PromoBanner(): ReactElement | null {
  const { parameters } = useSiteView();
  const text = parameterValue(parameters, 'PROMO_BANNER_TEXT');
  if (!parameterFlag(parameters, 'PROMO_BANNER_ENABLED') || !text) return null;
  return (
    <aside className="promo-banner" aria-label="Annonce">
      <p>{text}</p>
    </aside>
  );
}

export function AlcoholWarningBanner(): ReactElement | null {
  const { parameters } = useSiteView();
  if (!parameterFlag(parameters, 'ALCOHOL_WARNING_BANNER')) return null;
  return (
    <aside className="alcohol-banner" aria-label="Message de santé publique">
      <p>{ALCOHOL_WARNING}</p>
    </aside>
  );
}
