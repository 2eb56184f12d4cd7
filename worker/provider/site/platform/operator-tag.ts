/** The OpenAPI tag of every operator route (the provider's and the admin host's own). */
export const OPERATOR_TAG = 'Opérateur de la plateforme';
