// A catalogue is one area's messages in one language; the English one must have exactly the
// French one's keys (the type says so, and test/unit/i18n checks the ICU placeholders match).
export type Catalogue<French extends Record<string, string>> = { readonly [K in keyof French]: string };
