import type { BlogArticle } from '../../../src/schema/content/blog';
import type { CompanyAddress } from '../../../src/schema/site/address';
import type { Element } from '../../../src/schema/content/element';
import type { Service } from '../../../src/schema/content/service';
import { asText, pick, type AdminRecord, type ResourceApi } from '../resource-types';

// Content modules: blog, albums, services, element lists, builder forms, reviews, addresses.
// Each mapping turns what the admin endpoint answers into the flat record the form edits
// (an image object becomes imageUrl/imageAlt…) and back into the body its zod schema validates
// (src/schema/*.ts), sending only the keys that schema knows.

/** Empty text, undefined or null: « nothing chosen ». */
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A validator for react-admin inputs: a non-empty text must match the pattern. */
export const matches =
  (pattern: RegExp, message: string) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' && !pattern.test(value) ? message : undefined;

/** A number field the form may leave empty or hold as text; null when nothing usable. */
export function numberOrNull(value: unknown): number | null {
  if (blank(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// Blog ----------------------------------------------------------------------------------------

export function blogFolderInput(record: Record<string, unknown>) {
  return {
    ...pick(record, ['name', 'description', 'locale']),
    idParent: numberOrNull(record.idParent),
    order: numberOrNull(record.order) ?? 0,
  };
}

export function blogArticleRecord(data: unknown): AdminRecord {
  const article = data as BlogArticle;
  return {
    ...article,
    imageUrl: article.image?.url ?? '',
    imageAlt: article.image?.alt ?? '',
    imageWidth: article.image?.width ?? null,
    imageHeight: article.image?.height ?? null,
  };
}

/** A date the form holds (Date, ISO text or the date picker's local text) as ISO 8601. */
function isoDate(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  const date = value instanceof Date ? value : new Date(asText(value));
  return Number.isNaN(date.getTime()) ? asText(value) : date.toISOString();
}

export function blogArticleInput(record: Record<string, unknown>) {
  const url = text(record.imageUrl).trim();
  return {
    ...pick(record, ['title', 'summary', 'content', 'author', 'isPublished', 'locale']),
    idFolder: numberOrNull(record.idFolder),
    // The server stores the image's size (for the page's layout): the form measures it.
    image:
      url === ''
        ? null
        : {
            url,
            alt: text(record.imageAlt),
            width: numberOrNull(record.imageWidth) ?? 0,
            height: numberOrNull(record.imageHeight) ?? 0,
          },
    publishedAt: isoDate(record.publishedAt),
  };
}

// Services ------------------------------------------------------------------------------------

export function serviceRecord(data: unknown): AdminRecord {
  const service = data as Service;
  return { ...service, imageSrc: service.image?.src ?? '', imageAlt: service.image?.alt ?? '' };
}

export function serviceInput(record: Record<string, unknown>) {
  const src = text(record.imageSrc).trim();
  return {
    ...pick(record, ['title', 'summary', 'description']),
    image: src === '' ? null : { src, alt: text(record.imageAlt) },
    tags: Array.isArray(record.tags) ? record.tags.map(String) : [],
    order: numberOrNull(record.order) ?? 0,
  };
}

// Element lists and their elements ----------------------------------------------------------

export function elementRecord(data: unknown): AdminRecord {
  const element = data as Element;
  return { ...element, imageSrc: element.image?.src ?? '', imageAlt: element.image?.alt ?? '' };
}

/** 'YYYY-MM-DDTHH:MM' as the server wants it (the picker may add seconds). */
function localDateTime(value: unknown): string | null {
  if (blank(value)) return null;
  return asText(value).slice(0, 16);
}

export function elementInput(record: Record<string, unknown>) {
  const src = text(record.imageSrc).trim();
  return {
    ...pick(record, ['title', 'summary', 'body', 'location', 'price', 'isValid']),
    image: src === '' ? null : { src, alt: text(record.imageAlt) },
    startsAt: localDateTime(record.startsAt),
    durationMinutes: numberOrNull(record.durationMinutes),
    capacity: numberOrNull(record.capacity),
    position: numberOrNull(record.position) ?? 0,
  };
}

// Builder forms -------------------------------------------------------------------------------

/** One field as the form schema wants it: options only for a list, file limits only for files. */
function formFieldInput(field: Record<string, unknown>) {
  const type = text(field.type);
  const helpText = text(field.helpText).trim();
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String).filter((v) => v !== '') : []);
  return {
    name: text(field.name).trim(),
    type,
    label: text(field.label),
    required: field.required === true,
    ...(helpText === '' ? {} : { helpText }),
    ...(type === 'select' ? { options: list(field.options) } : {}),
    ...(type === 'file'
      ? {
          accept: list(field.accept),
          ...(numberOrNull(field.maxSizeKb) === null ? {} : { maxSizeKb: numberOrNull(field.maxSizeKb) }),
          ...(numberOrNull(field.maxFiles) === null ? {} : { maxFiles: numberOrNull(field.maxFiles) }),
        }
      : {}),
  };
}

export function formInput(record: Record<string, unknown>) {
  const notifyEmail = text(record.notifyEmail).trim();
  return {
    ...pick(record, ['title', 'description', 'submitLabel', 'successMessage']),
    notifyEmail: notifyEmail === '' ? null : notifyEmail,
    fields: Array.isArray(record.fields)
      ? (record.fields as Record<string, unknown>[]).map((field) => formFieldInput(field))
      : [],
  };
}

// Addresses -----------------------------------------------------------------------------------

export function addressRecord(data: unknown): AdminRecord {
  const address = data as CompanyAddress;
  return { ...address, types: address.type.map((type) => type.value) };
}

export function addressInput(record: Record<string, unknown>) {
  return {
    ...pick(record, ['name', 'line1', 'line2', 'postalCode', 'city', 'country', 'phone', 'email']),
    latitude: numberOrNull(record.latitude),
    longitude: numberOrNull(record.longitude),
    position: numberOrNull(record.position) ?? 0,
    types: Array.isArray(record.types) ? record.types.map(String) : [],
    openingHours: Array.isArray(record.openingHours)
      ? (record.openingHours as Record<string, unknown>[]).map((slot) => ({
          weekday: numberOrNull(slot.weekday),
          opens: text(slot.opens),
          closes: text(slot.closes),
        }))
      : [],
  };
}

export const contentApis: Record<string, ResourceApi> = {
  blogFolders: { path: '/admin/blog/folder', listKey: null, paged: false, toInput: blogFolderInput },
  blogArticles: {
    path: '/admin/blog/article',
    listKey: 'blogs',
    paged: true,
    toRecord: blogArticleRecord,
    toInput: blogArticleInput,
  },
  albums: {
    path: '/admin/album',
    listKey: 'albums',
    paged: true,
    // Media have their own calls (album media screen): an album's write leaves them as they are.
    toInput: (record) => ({
      ...pick(record, ['title', 'description']),
      order: numberOrNull(record.order) ?? 0,
    }),
  },
  services: {
    path: '/admin/service',
    listKey: 'services',
    paged: true,
    toRecord: serviceRecord,
    toInput: serviceInput,
  },
  elementLists: {
    path: '/admin/element/list',
    listKey: null,
    paged: false,
    toInput: (record) => pick(record, ['route', 'keyList', 'keyElem', 'title', 'description']),
  },
  forms: { path: '/admin/forms', listKey: 'forms', paged: true, toInput: formInput },
  reviews: {
    path: '/admin/review',
    listKey: null,
    paged: false,
    toInput: (record) => ({
      ...pick(record, ['author', 'text', 'publishedAt']),
      rating: numberOrNull(record.rating),
    }),
  },
  addresses: {
    path: '/admin/address',
    listKey: 'addresses',
    paged: true,
    toRecord: addressRecord,
    toInput: addressInput,
  },
  addressTypes: { path: '/admin/address/type', listKey: null, paged: false },
};
