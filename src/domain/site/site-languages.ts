// The languages an operator can switch on for a site, with the label visitors see. Shared by
// the operator API's schema and the admin panel (kept free of zod so the panel stays small).

export const SITE_LANGUAGES = {
  fr_FR: 'Français',
  en_GB: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  it_IT: 'Italiano',
  nl_NL: 'Nederlands',
  pt_PT: 'Português',
} as const;
