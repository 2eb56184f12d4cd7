// react-admin's default theme draws primary text (#1976d2) on light greys: a focused input's
// label on the filled field (3.9:1) and a text button on the page background (4.4:1) miss the
// 4.5:1 of WCAG AA. The people screens use the darker primary for both; the panel's theme
// (AdminApp) is the place for a site-wide fix.

/** For a List, a form or a card: focused labels in the darker primary. */
export const readableLabels = { '& .MuiInputLabel-root.Mui-focused': { color: 'primary.dark' } } as const;

/** For a text button: the darker primary, and a 44 px touch target. */
export const readableButton = { color: 'primary.dark', minHeight: 44 } as const;
