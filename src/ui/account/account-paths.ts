// The personal space's routes (French). Per-user pages: never stored by the HTML cache.

export const ACCOUNT_PATH = '/mon-compte';
/** The data export download (JSON), from the personal space. */
export const ACCOUNT_EXPORT_PATH = '/mon-compte/mes-donnees.json';
/** The order history (checkout helper's page), linked on e-commerce sites. */
export const ORDERS_PATH = '/mon-compte/commandes';
export const ADMIN_PANEL_PATH = '/admin';
/** Signing out: a POST (worker/pages/members/auth.routes.tsx LOGOUT_PATH). */
export const LOGOUT_PATH = '/auth/logout';
export const CONTACT_PATH = '/me-contacter';
