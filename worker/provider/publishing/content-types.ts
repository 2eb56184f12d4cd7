import type { ContentType } from '../../../src/schema/publishing/publishing';
import { notFound } from '../../errors';
import type { ContentAdapter } from './content-adapter';
import { blogAdapter } from './blog.adapter';
import { elementAdapter } from './element.adapter';
import { newsAdapter } from './news.adapter';
import { pageAdapter } from './page.adapter';
import { productAdapter } from './product.adapter';
import { serviceAdapter } from './service.adapter';

// The content types the workflow publishes, one adapter each.

const ADAPTERS: Record<ContentType, ContentAdapter> = {
  page: pageAdapter,
  news: newsAdapter,
  blog: blogAdapter,
  service: serviceAdapter,
  'element-item': elementAdapter,
  product: productAdapter,
};

/** The adapter of a type named in a path; a type without one answers 404. */
export function adapterFor(type: string): ContentAdapter {
  const adapter = (ADAPTERS as Partial<Record<string, ContentAdapter>>)[type];
  if (!adapter) throw notFound("Ce type de contenu n'a pas de brouillons ni de publication programmée.");
  return adapter;
}
