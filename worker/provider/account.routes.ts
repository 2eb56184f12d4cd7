import { providerRouter } from '../openapi/router';
import { newsletterAdminRoutes } from './newsletter-admin.routes';
import { newsletterRoutes } from './newsletter.routes';
import { userRoutes } from './user.routes';

/** The members' personal space and the newsletter (issue 8), mounted at the API root. */
export const accountRoutes = providerRouter()
  .route('/', userRoutes)
  .route('/', newsletterRoutes)
  .route('/', newsletterAdminRoutes);
