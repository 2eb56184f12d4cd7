import type { ReactElement } from 'react';
import { useSiteView } from '../site-view';
import { ACCOUNT_EXPORT_PATH, CONTACT_PATH } from './account-paths';

/** Spec section 9's delays: kept 3 years of inactivity, deletion within 10 working days, answers within 30 days. */
export function DataRights(): ReactElement {
  const { link } = useSiteView();
  return (
    <section className="account-section" aria-labelledby="donnees-title" id="donnees">
      <h2 id="donnees-title">Vos données personnelles</h2>
      <p>
        Les informations de votre compte servent uniquement à gérer votre espace, vos commandes éventuelles et
        les lettres auxquelles vous êtes inscrit. Elles sont conservées tant que votre compte est actif, puis
        supprimées après <strong>3 ans sans activité</strong> de votre part.
      </p>
      <p>
        Vous pouvez à tout moment consulter, corriger, exporter ou supprimer vos données : le profil se
        corrige ci-dessus, l’export et la suppression se font ci-dessous. Pour toute autre demande
        (opposition, limitation, question sur vos données), écrivez-nous depuis la page{' '}
        <a href={link(CONTACT_PATH)}>Contact</a> : nous répondons <strong>sous 30 jours</strong>, et une
        demande de suppression faite par ce moyen est traitée <strong>sous 10 jours ouvrés</strong>.
      </p>
      <p>
        <a className="account-download" href={link(ACCOUNT_EXPORT_PATH)} download="mes-donnees.json">
          Télécharger mes données (JSON)
        </a>
      </p>
    </section>
  );
}
