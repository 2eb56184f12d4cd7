import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// Content modules: blog, albums, services, element lists, builder forms, reviews, addresses.

export function contentResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
