import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// People: members and newsletter lists and subscribers.

export function peopleResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
