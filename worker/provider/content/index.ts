import { providerRouter } from '../../openapi/router';
import { addressRoutes } from './address.routes';
import { albumAdminRoutes } from './album-admin.routes';
import { albumRoutes } from './album.routes';
import { blogAdminRoutes } from './blog-admin.routes';
import { blogRoutes } from './blog.routes';
import { elementAdminRoutes } from './element-admin.routes';
import { elementRoutes } from './element.routes';
import { formAdminRoutes } from './form-admin.routes';
import { formRoutes } from './form.routes';
import { messageAdminRoutes } from './message-admin.routes';
import { messageRoutes } from './message.routes';
import { newsAdminRoutes } from './news-admin.routes';
import { newsRoutes } from './news.routes';
import { pageAdminRoutes } from './page-admin.routes';
import { pageRoutes } from './page.routes';
import { reviewRoutes } from './review.routes';
import { serviceAdminRoutes } from './service-admin.routes';
import { serviceRoutes } from './service.routes';

/**
 * The content module: what an owner writes and a visitor reads (pages and their blocks, news,
 * blog, albums, services, element lists and registrations, builder forms and submissions,
 * reviews, company addresses) and the messages visitors send.
 */
export const contentModule = providerRouter()
  .route('/page', pageRoutes)
  .route('/', pageAdminRoutes)
  .route('/', newsRoutes)
  .route('/', newsAdminRoutes)
  .route('/blog', blogRoutes)
  .route('/admin/blog', blogAdminRoutes)
  .route('/', albumRoutes)
  .route('/', albumAdminRoutes)
  .route('/', serviceRoutes)
  .route('/', serviceAdminRoutes)
  .route('/element', elementRoutes)
  .route('/admin/element', elementAdminRoutes)
  .route('/', formRoutes)
  .route('/admin', formAdminRoutes)
  .route('/', reviewRoutes)
  .route('/', addressRoutes)
  .route('/message', messageRoutes)
  .route('/', messageAdminRoutes);
