import type { ReactElement } from 'react';
import { parameterValue } from '../../schema/parameter';
import { useSiteView } from '../site-view';

/** Quick actions at the bottom of small screens: call, write, account. */
export function MobileBottomBar(): ReactElement {
  const { parameters, loggedIn, link } = useSiteView();
  const phone = parameterValue(parameters, 'COMPANY_PHONE') ?? parameterValue(parameters, 'COMPANY_MOBILE');
  return (
    <nav className="mobile-bottom-bar" aria-label="Actions rapides">
      <ul>
        <li>
          <a href={link('/')}>Accueil</a>
        </li>
        {phone ? (
          <li>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>Appeler</a>
          </li>
        ) : null}
        <li>
          <a href={link('/me-contacter')}>Écrire</a>
        </li>
        <li>
          <a href={link('/auth')}>{loggedIn ? 'Mon compte' : 'Connexion'}</a>
        </li>
      </ul>
    </nav>
  );
}
