import type { ResourceApi } from '../resource-types';

// The shop (e-commerce sites only): catalogue, stock, orders, discounts, delivery.

export const shopApis: Record<string, ResourceApi> = {};
