// The checkout's page paths (default locale; pages prefix them for another locale).

export const CHECKOUT_PATH = '/commande';
export const PAYMENT_PATH_PREFIX = '/commande/paiement/';
export const CONFIRMATION_PATH_PREFIX = '/commande/confirmation/';
export const ORDER_HISTORY_PATH = '/mon-compte/commandes';
export const CART_PATH = '/panier';
export const SALE_TERMS_PATH = '/sale-terms';

export const paymentPath = (orderId: number): string => `${PAYMENT_PATH_PREFIX}${orderId}`;
export const confirmationPath = (orderId: number): string => `${CONFIRMATION_PATH_PREFIX}${orderId}`;
/** The member's invoice of an order, served by the provider API on the site's own host. */
export const invoicePath = (orderId: number): string => `/api/user/orders/${orderId}/invoice`;
