import { AccountForms } from '../src/ui/islands/AccountForms.tsx';
import { AuthForms } from '../src/ui/islands/AuthForms.tsx';
import { island } from './island-registry.ts';
import type { IslandRegistry } from './island-registry.ts';

// The member chunk: islands of the member pages (the login and registration forms, the
// personal space's profile and password forms), loaded
// only by the pages that render one (`<Island … chunk="member">`), so they do not weigh on the
// main islands bundle every page loads. Same rules as client/shop-islands.ts.

export const memberIslandRegistry: IslandRegistry = {
  AccountForms: island(AccountForms),
  AuthForms: island(AuthForms),
};
