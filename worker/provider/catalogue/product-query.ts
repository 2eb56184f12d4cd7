import { z } from '@hono/zod-openapi';
import { parseListQuery, type ListQuery } from '../../../src/domain/shared/list-query';
import { foldForSearch } from '../../../src/domain/site/search-text';
import { parseTagQuery } from '../../../src/schema/content/service';
import { listQueryParams } from '../../openapi/list-query-params';
import { listQuerySql } from '../shared/list-query-sql';
import { FOLDED_FILTER_FIELDS, productListSpec } from './product.repository';

// The product list query, shared by GET /product and the admin list: the list-query
// conventions plus `tags`, with name and search folded like their columns.

export const PRODUCT_NOT_FOUND = "Ce produit n'existe pas.";

export const productListParams = listQueryParams(productListSpec).extend({
  tags: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({
      description:
        'Étiquettes séparées par des virgules : les produits portant au moins une de ces étiquettes.',
      example: 'bio,fêtes',
    }),
});

/**
 * name and search compare with folded columns: fold what the visitor typed the same way;
 * kinds and types are stored upper case (`kind=rose` finds the ROSE wines).
 */
function foldFilters(query: ListQuery): ListQuery {
  return {
    ...query,
    filters: query.filters.map((filter) => {
      if (FOLDED_FILTER_FIELDS.has(filter.field))
        return { ...filter, values: filter.values.map(foldForSearch) };
      if (filter.field === 'kind' || filter.field === 'type') {
        return { ...filter, values: filter.values.map((value) => value.toUpperCase()) };
      }
      return filter;
    }),
  };
}

export function productListQuery(params: URLSearchParams) {
  return {
    list: listQuerySql(foldFilters(parseListQuery(params, productListSpec)), productListSpec),
    tags: parseTagQuery(params.getAll('tags').join(',')),
  };
}
