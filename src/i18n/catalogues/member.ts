import type { Catalogue } from '../catalogue';

// Interface text of the member pages (see catalogues/common.ts for the conventions).

export const fr = {} as const;

export const en: Catalogue<typeof fr> = {};
