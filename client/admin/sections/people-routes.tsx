import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { AdminPermissions } from '../permissions';
import { NEWSLETTER_SEND_PATH, NewsletterSend } from '../resources/people/newsletter-send';

// The people section's custom screens (react-router <Route> elements with keys).

export function peopleRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [<Route key="newsletter-send" path={NEWSLETTER_SEND_PATH} element={<NewsletterSend />} />];
}
