import { providerRouter } from '../../openapi/router';
import { publishingRoutes } from './publishing.routes';

/**
 * The publishing module: drafts, publication now or at a time, revisions and shared previews,
 * one workflow for every content type (content-types.ts lists the types and their adapters).
 */
export const publishingModule = providerRouter().route('/', publishingRoutes);
