// Shape of the sample data a fresh local database is seeded with (see scripts/start.mjs
// and test/setup/apply-migrations.ts). Plain data only: Node runs these files directly
// with type stripping, so no enums, no imports without the .ts extension.

export type ParameterKind = 'STRING' | 'BOOLEAN' | 'NUMBER' | 'TEXT' | 'LINK';

export interface SeedParameter {
  type: string; // upper-case key, e.g. PRIMARY_COLOR
  kind: ParameterKind;
  label: string; // French label shown to the owner
  value: string | null;
}

export interface SeedBlock {
  kind: string; // see src/schema/content/page-block.ts for the kinds and their data
  data: Record<string, unknown>;
}

export interface SeedPage {
  key: string; // local key used to point children at their parent
  locale?: string; // default fr_FR (the sample sites' default locale)
  translationOf?: string; // key of the default-locale page this one translates
  parentKey?: string;
  title: string;
  menuTitle?: string;
  url: string; // slug
  path: string; // public path, '/' for home
  metaDescription: string;
  showInMenu?: boolean; // default true
  isFixedOnRight?: boolean;
  useAbsoluteMenu?: boolean;
  isCmsPage?: boolean; // default true
  cmsRoute?: string;
  linkType?: 'NONE' | 'URL' | 'JS';
  linkUrl?: string;
  menuIcon?: string;
  layout?: 'STANDARD' | 'WIDE';
  isValid?: boolean; // default true
  blocks: SeedBlock[];
}

interface SeedLanguage {
  code: string; // en_GB
  label: string;
  deeplCode: string;
  flag: string;
  countryId: number; // one of the reference countries
}

export interface SeedSite {
  id: number;
  /** Languages beside French (the default, which every site has). */
  otherLanguages?: SeedLanguage[];
  name: string;
  url: string;
  devUrls: string[];
  prodUrls: string[];
  domains: { host: string; kind: 'PROD' | 'DEV' }[];
  isWinemaker: boolean;
  isECommerce: boolean;
  isBuilding: boolean;
  parameters: SeedParameter[];
  logos: { type: string; filename: string; url: string; alt: string }[];
  fonts: {
    type: 'TITLE' | 'CONTENT' | 'MENU';
    family: string;
    color: string | null;
    size: number | null;
    weight: number | null;
    style: string | null;
    files: string[];
  }[];
  pages: SeedPage[];
  componentConfs: { slug: string; conf: Record<string, unknown> }[];
}
