import { providerRouter } from '../../openapi/router';
import { awardAdminRoutes } from './award-admin.routes';
import { cartRoutes } from './cart.routes';
import { mealIconAdminRoutes } from './meal-icon-admin.routes';
import { productAdminRoutes } from './product-admin.routes';
import { productRoutes } from './product.routes';
import { stockRoutes } from './stock.routes';
import { technicalFileRoutes } from './technical-file.routes';
import { variationAdminRoutes } from './variation-admin.routes';

/**
 * The catalogue module (e-commerce sites only): products and their declinations, variations,
 * awards and meal icons, stock, the technical file, and the cart's stock and validation.
 */
export const catalogueModule = providerRouter()
  .route('/', productRoutes)
  // Admin routes with a fixed segment after /admin/product first: /admin/product/{id} would
  // take « variation » for an id otherwise.
  .route('/', variationAdminRoutes)
  .route('/', awardAdminRoutes)
  .route('/', mealIconAdminRoutes)
  .route('/', stockRoutes)
  .route('/', productAdminRoutes)
  .route('/', technicalFileRoutes)
  .route('/', cartRoutes);
