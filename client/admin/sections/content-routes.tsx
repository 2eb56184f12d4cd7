import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';
import { TRANSLATION_ROUTE } from '../translation/missing-links';

// The content section's custom screens (react-router <Route> elements with keys).

// The « Traductions » panel of an overlay item that has no edit screen of its own.
const TranslationScreen = lazyScreens(() => import('../translation/MissingTranslations'))(
  'TranslationScreen',
);

export function contentRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [<Route key="translation" path={TRANSLATION_ROUTE} element={<TranslationScreen />} />];
}
