import { providerRouter } from '../../openapi/router';
import { translationRoutes } from './translation.routes';

/**
 * The translation module: the admin's translation API (overlay fields per locale,
 * the missing list, machine translation). The public reads' overlay lives in the modules that
 * own the data, through public.ts.
 */
export const translationModule = providerRouter().route('/', translationRoutes);
