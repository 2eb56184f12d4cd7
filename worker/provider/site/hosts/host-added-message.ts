import type { HostnameStatus } from '../../../../src/schema/site/custom-hostname';
import type { Domain } from '../../../../src/schema/site/platform';

// The French messages of the operator's host calls: what happens next for the host.

export const HOSTNAME_STATUS_MESSAGES: Record<HostnameStatus, string> = {
  pending:
    'En attente : le client doit créer l’enregistrement DNS indiqué ; le site répondra dès que Cloudflare aura validé le domaine et son certificat.',
  active: 'Actif : le domaine et son certificat sont validés, le site répond à cette adresse.',
  failed: 'En échec : Cloudflare ne validera pas cet hôte en l’état (voir les erreurs indiquées).',
};

export function hostAddedMessage(domain: Domain): string {
  return domain.status === 'active'
    ? 'Hôte ajouté.'
    : `Hôte ajouté. ${HOSTNAME_STATUS_MESSAGES[domain.status]}`;
}
