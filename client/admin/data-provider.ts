import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { call, type ApiFetch } from './api-call';
import { asText, RESOURCES, type AdminRecord, type ResourceApi } from './resource-api';
import { editingLocale } from './translation/editing-locale';
import { copyPageBlocks, type CreatedPage } from './translation/page-blocks';
import { isPerLocale, localeFilter, translationOf, withLocale } from './translation/per-locale';

// The one data provider of the admin panel: react-admin's list, sort, filter and paging become
// the provider API's list query (nbItem, page, orderBy=field:asc|desc, field=lk:value…), and the
// {success, data, message} envelope is unwrapped. A refusal becomes an HttpError carrying the
// server's French message and its per-field errors, which react-admin shows in the form.

function resourceApi(resource: string): ResourceApi {
  const api = RESOURCES[resource];
  if (!api) throw new Error(`Ressource inconnue : ${resource}`);
  return api;
}

/** The list query string for react-admin's paging, sort and filters; `q` searches the title. */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('nbItem', String(params.pagination.perPage));
    query.set('page', String(params.pagination.page));
  }
  if (params.sort?.field && params.sort.field !== 'id') {
    query.set('orderBy', `${params.sort.field}:${params.sort.order === 'DESC' ? 'desc' : 'asc'}`);
  }
  for (const [field, value] of Object.entries((params.filter ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue; // spec: empty filters omitted
    if (field === 'q') query.set('title', `lk:${asText(value)}`);
    else if (typeof value === 'string' && /^(lk|df|lt|lte|gt|gte):/.test(value)) query.set(field, value);
    else query.set(field, Array.isArray(value) ? value.map(asText).join(',') : asText(value));
  }
  return query;
}

const toRecord = (api: ResourceApi, data: unknown): AdminRecord =>
  api.toRecord ? api.toRecord(data) : (data as AdminRecord);
const toListRecord = (api: ResourceApi, data: unknown): AdminRecord =>
  api.toListRecord ? api.toListRecord(data) : toRecord(api, data);

/** Sorting and paging of a list the API answers whole (pages, settings, sites). */
function pageLocally(records: AdminRecord[], params: GetListParams): { data: AdminRecord[]; total: number } {
  let rows = records;
  for (const [field, value] of Object.entries((params.filter ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'q') {
      const needle = asText(value).toLocaleLowerCase('fr');
      rows = rows.filter((row) => JSON.stringify(row).toLocaleLowerCase('fr').includes(needle));
    } else {
      // Any other filter (a reference's target, a select) keeps the records holding that value.
      rows = rows.filter((row) => asText(row[field]) === asText(value));
    }
  }
  const field = params.sort?.field;
  if (field && field !== 'id') {
    const direction = params.sort?.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => asText(a[field]).localeCompare(asText(b[field]), 'fr') * direction);
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

/** A whole list of one language: asked of the API by `?locale=`, and kept to that language here. */
function wholeListPath(api: ResourceApi, resource: string, filter: Record<string, unknown>): string {
  if (!isPerLocale(resource) || typeof filter.locale !== 'string') return api.path;
  return `${api.path}${api.path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(filter.locale)}`;
}

// On a site with several languages, row-per-locale resources are listed and created
// in the language being edited (translation/editing-locale.ts); `locale` is null otherwise.
export function createDataProvider(
  apiFetch: ApiFetch,
  locale: () => string | null = editingLocale,
): DataProvider {
  const one = async (resource: string, id: string | number) => {
    const api = resourceApi(resource);
    if (api.oneFromList) {
      const { data } = await call(apiFetch, api.path);
      const list = (api.listKey ? (data as Record<string, unknown[]>)[api.listKey] : data) as unknown[];
      const found = list
        .map((item) => toListRecord(api, item))
        .find((record) => String(record.id) === String(id));
      if (!found) throw new HttpError("Cet élément n'existe pas ou plus.", 404);
      return found;
    }
    const path = api.getPath ? api.getPath(id) : `${api.path}/${id}`;
    return toRecord(api, (await call(apiFetch, path)).data);
  };

  const provider = {
    getList: async (resource: string, asked: GetListParams) => {
      const api = resourceApi(resource);
      const params = {
        ...asked,
        filter: localeFilter(resource, asked.filter as Record<string, unknown>, locale()),
      };
      if (!api.paged) {
        const { locale: language, ...filter } = params.filter;
        const { data } = await call(apiFetch, wholeListPath(api, resource, params.filter));
        const list = (api.listKey ? (data as Record<string, unknown[]>)[api.listKey] : data) as unknown[];
        // A record that names its language must be in the one asked (an older server sends all).
        const records = list
          .map((item) => toListRecord(api, item))
          .filter(
            (record) => language === undefined || record.locale === undefined || record.locale === language,
          );
        return pageLocally(records, { ...params, filter });
      }
      const { data } = await call(apiFetch, `${api.path}?${listQuery(params).toString()}`);
      const page = data as Record<string, unknown> & { total: number };
      return {
        data: (page[api.listKey ?? ''] as unknown[]).map((item) => toListRecord(api, item)),
        total: page.total,
      };
    },
    getOne: async (resource: string, params: { id: string | number }) => ({
      data: await one(resource, params.id),
    }),
    getMany: async (resource: string, params: { ids: (string | number)[] }) => ({
      data: await Promise.all(params.ids.map((id) => one(resource, id))),
    }),
    getManyReference: async (
      resource: string,
      params: GetListParams & { target: string; id: string | number },
    ) =>
      provider.getList(resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      }),
    create: async (resource: string, params: { data: Record<string, unknown> }) => {
      const api = resourceApi(resource);
      const input = api.toInput ? api.toInput(params.data) : params.data;
      const body = JSON.stringify(withLocale(resource, params.data, input, locale()));
      const { data } = await call(apiFetch, api.path, { method: 'POST', body });
      const original = translationOf(params.data);
      // A page's translation starts with its original's blocks (translation/page-blocks.ts).
      if (
        resource === 'pages' &&
        original !== null &&
        (await copyPageBlocks(apiFetch, original, data as CreatedPage))
      )
        return { data: await one(resource, (data as { page: { id: number } }).page.id) };
      return { data: toRecord(api, data) };
    },
    update: async (resource: string, params: { id: string | number; data: Record<string, unknown> }) => {
      const api = resourceApi(resource);
      const path = api.updatePath ? api.updatePath(params.id) : `${api.path}/${params.id}`;
      const body = JSON.stringify(api.toInput ? api.toInput(params.data) : params.data);
      const { data } = await call(apiFetch, path, { method: 'PUT', body });
      // Some updates answer a smaller object (a setting's value): read the record back.
      const record =
        data && typeof data === 'object' && 'id' in data
          ? toRecord(api, data)
          : await one(resource, params.id);
      return { data: record };
    },
    updateMany: async (
      resource: string,
      params: { ids: (string | number)[]; data: Record<string, unknown> },
    ) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data });
      return { data: params.ids };
    },
    delete: async (resource: string, params: { id: string | number; previousData?: RaRecord }) => {
      const api = resourceApi(resource);
      await call(apiFetch, `${api.path}/${params.id}`, { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as AdminRecord };
    },
    deleteMany: async (resource: string, params: { ids: (string | number)[] }) => {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
  };
  return provider as unknown as DataProvider;
}
