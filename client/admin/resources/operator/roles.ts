// The roles of a site's accounts in the operator's words. Operators are platform accounts
//, managed on their own screen: no site account can be given the operator's role.

export const ROLE_CHOICES = [
  { id: 'ADMIN', name: 'Propriétaire du site (ADMIN)' },
  { id: 'MEMBER', name: 'Membre (espace client)' },
];

export const roleLabel = (role: string): string =>
  ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;
