import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// The shop (e-commerce sites only): catalogue, stock, orders, discounts, delivery.

export function shopResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
