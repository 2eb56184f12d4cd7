// A custom hostname's certificate state as Cloudflare names it (ssl.status), in the operator's
// words: a raw status never reaches the screen; one Cloudflare adds later reads « en cours ».

const SSL_STATUS_LABELS: Record<string, string> = {
  initializing: 'en préparation',
  pending_validation: 'en attente de l’enregistrement DNS du client',
  pending_issuance: 'en cours d’émission',
  pending_deployment: 'émis, en cours de déploiement',
  staging_deployment: 'émis, en cours de déploiement',
  staging_active: 'émis, en cours de déploiement',
  holding_deployment: 'émis, en cours de déploiement',
  backup_issued: 'certificat de secours émis',
  active: 'actif',
  expired: 'expiré',
  pending_expiration: 'bientôt expiré',
  deleted: 'supprimé',
  pending_deletion: 'en cours de suppression',
  pending_cleanup: 'en cours de suppression',
  deactivating: 'en cours de désactivation',
  inactive: 'inactif',
  initializing_timed_out: 'délai dépassé : vérifiez l’enregistrement DNS',
  validation_timed_out: 'délai dépassé : vérifiez l’enregistrement DNS',
  issuance_timed_out: 'délai dépassé : vérifiez l’enregistrement DNS',
  deployment_timed_out: 'délai dépassé : vérifiez l’enregistrement DNS',
  deletion_timed_out: 'délai dépassé pour la suppression',
};

export function sslLabel(status: string | null): string {
  if (status === null) return 'pas encore demandé';
  return SSL_STATUS_LABELS[status] ?? 'en cours';
}
