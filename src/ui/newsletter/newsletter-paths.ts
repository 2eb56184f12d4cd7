// The newsletter's public pages (French routes). The e-mails link to them, so they never move.

/** The unsubscribe page (`?token=…`): works without being signed in. */
export const UNSUBSCRIBE_PATH = '/mon-compte/desinscription';
/** The double opt-in confirmation page (`?token=…`). */
export const CONFIRM_PATH = '/newsletter/confirmation';
/** Where the footer's signup form posts without JavaScript. */
export const SIGNUP_PATH = '/newsletter/inscription';
