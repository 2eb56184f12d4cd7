import { providerRouter } from '../../openapi/router';
import { authRoutes } from './auth.routes';
import { memberAdminRoutes } from './member-admin.routes';
import { memberRoutes } from './member.routes';
import { newsletterAdminRoutes } from './newsletter-admin.routes';
import { newsletterRoutes } from './newsletter.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { registerRoutes } from './register.routes';
import { signInLinkRoutes } from './sign-in-link.routes';

/**
 * The members module: a site's members (their personal space, registration, sign-in and
 * sessions, password reset), the owner's member screens, and the newsletter.
 */
export const membersModule = providerRouter()
  .route('/', memberRoutes)
  .route('/', authRoutes)
  .route('/', registerRoutes)
  .route('/', passwordResetRoutes)
  .route('/', signInLinkRoutes)
  .route('/', memberAdminRoutes)
  .route('/', newsletterRoutes)
  .route('/', newsletterAdminRoutes);
