// The roles in the operator's words.

export const ROLE_CHOICES = [
  { id: 'ADMIN', name: 'Propriétaire du site (ADMIN)' },
  { id: 'SUPER_ADMIN', name: 'Opérateur de la plateforme (SUPER_ADMIN)' },
  { id: 'MEMBER', name: 'Membre (espace client)' },
];

export const roleLabel = (role: string): string =>
  ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;
