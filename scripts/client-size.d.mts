export const MAIN_BUDGET_GZIP_BYTES: number;
export const SHOP_BUDGET_GZIP_BYTES: number;
export const MEMBER_BUDGET_GZIP_BYTES: number;

export interface Weight {
  files: { file: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** Raw and gzip bytes of the built files (URLs under /assets/); null when one is missing. */
export function weigh(urls: string[]): Promise<Weight | null>;

/** The main bundle's and the shop chunk's file lists, from public/assets/manifest.json. */
export function bundles(): Promise<{ main: string[]; shop: string[]; member: string[] }>;
