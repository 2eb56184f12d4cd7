import type { ResourceApi } from '../resource-types';

// Content modules: blog, albums, services, element lists, builder forms, reviews, addresses.

export const contentApis: Record<string, ResourceApi> = {};
