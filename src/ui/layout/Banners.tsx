import type { ReactElement } from 'react';
import { parameterFlag, parameterValue } from '../../schema/parameter';
import { useSiteView } from '../site-view';

// Feature-flag banners. The alcohol warning is the Loi Evin's health message.
export const ALCOHOL_WARNING = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";

// Selling alcohol online (Code de la santé publique, art. L. 3342-1 and L. 3353-3): the
// notice whose wording the arrêté of 17 October 2016 sets, shown on the home and payment pages
// of a winemaker's shop.
export const MINORS_SALE_WARNING =
  "La vente d'alcool aux mineurs est interdite. La preuve de la majorité de l'acheteur est exigée au moment de la vente en ligne.";
export const MINORS_SALE_REFERENCE =
  'Code de la santé publique, articles L. 3342-1 et L. 3353-3 ; arrêté du 17 octobre 2016.';
export const ETHYLOTEST_NOTICE =
  "Avant de prendre la route, contrôlez votre taux d'alcoolémie : un éthylotest peut vous être remis avec votre commande sur simple demande.";

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

/** Whether the site sells alcohol online: an e-commerce winemaker. */
function sellsAlcohol(info: { isECommerce: boolean; isWinemaker: boolean }): boolean {
  return info.isECommerce && info.isWinemaker;
}

/** The minors-sale notice; `where` says which page asks (the layout shows it on the home page). */
export function MinorsSaleBanner({ where = 'home' }: { where?: 'home' | 'payment' }): ReactElement | null {
  const { info, path } = useSiteView();
  if (!sellsAlcohol(info) || (where === 'home' && path !== '/')) return null;
  return (
    <aside className="minors-banner" aria-label="Vente d'alcool aux mineurs">
      <p>
        <strong>{MINORS_SALE_WARNING}</strong>
      </p>
      <p className="minors-banner__reference">{MINORS_SALE_REFERENCE}</p>
    </aside>
  );
}

/** On the payment page when the ETHYLOTEST_BANNER parameter is on. */
export function EthylotestBanner(): ReactElement | null {
  const { parameters } = useSiteView();
  if (!parameterFlag(parameters, 'ETHYLOTEST_BANNER')) return null;
  return (
    <aside className="ethylotest-banner" aria-label="Éthylotest">
      <p>{ETHYLOTEST_NOTICE}</p>
    </aside>
  );
}

/** The Loi Evin health message, always shown where alcohol is ordered (not behind a flag). */
export function LoiEvinMention(): ReactElement {
  return <p className="loi-evin">{ALCOHOL_WARNING}</p>;
}
