import { bookingApis } from './apis/booking';
import { contentApis } from './apis/content';
import { editorialApis } from './apis/editorial';
import { giftCardApis } from './apis/gift-cards';
import { footerLogoApis } from './resources/footer-logos/footer-logo-api';
import { operatorApis } from './apis/operator';
import { peopleApis } from './apis/people';
import { shopApis } from './apis/shop';
import { siteApis } from './apis/site';
import type { ResourceApi } from './resource-types';

// How each admin resource maps onto the provider API: one table, read by the data
// provider, assembled from one file per section of the panel (client/admin/apis/*.ts) so each
// module's screens and their API mapping live together.

export { asText, type AdminRecord, type ResourceApi } from './resource-types';

export const RESOURCES: Record<string, ResourceApi> = {
  ...siteApis,
  ...editorialApis,
  ...footerLogoApis,
  ...contentApis,
  ...peopleApis,
  ...shopApis,
  ...bookingApis,
  ...giftCardApis,
  ...operatorApis,
};
