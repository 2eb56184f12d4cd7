import type { ResourceApi } from '../resource-types';

// People: members and newsletter lists and subscribers.

export const peopleApis: Record<string, ResourceApi> = {};
