// Turns the sample sites into SQL statements. Used by scripts/start.mjs (through Node's type
// stripping) and by the worker tests' setup, so both start from the same data.
import { foldForSearch } from '../../src/domain/site/search-text.ts';
import { isSafeLinkOrSitePath } from '../../src/schema/shared/safe-text.ts';
import type { SeedSite } from './types.ts';
import { hashSeedPassword, type SeedMember, type SeedOperator } from './members.ts';

function literal(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

export function insert(
  table: string,
  row: Record<string, string | number | boolean | null | undefined>,
): string {
  const columns = Object.keys(row);
  const values = columns.map((column) => literal(row[column]));
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')});`;
}

export interface ReferenceData {
  countries: { id: number; alphaTwo: string; alphaThree: string; numCode: number; name: string }[];
  cities: { countryId: number; postalCode: string; name: string }[];
}

export function seedStatements(
  sites: SeedSite[],
  reference: ReferenceData,
  users: SeedMember[] = [],
  operators: SeedOperator[] = [],
): string[] {
  const statements: string[] = [];
  let nextPageId = 1;
  for (const site of sites) {
    statements.push(
      insert('sites', {
        id: site.id,
        name: site.name,
        url: site.url,
        dev_urls: JSON.stringify(site.devUrls),
        prod_urls: JSON.stringify(site.prodUrls),
        servers: JSON.stringify(['edge']),
        is_winemaker: site.isWinemaker,
        is_ecommerce: site.isECommerce,
        is_building: site.isBuilding,
        dashboard_type: 'PLAUSIBLE',
        default_lang_code: 'fr_FR',
      }),
    );
    for (const domain of site.domains) {
      statements.push(insert('site_domains', { host: domain.host, site_id: site.id, kind: domain.kind }));
    }
    for (const country of reference.countries) {
      statements.push(
        insert('countries', {
          id: country.id,
          site_id: site.id,
          alpha_two: country.alphaTwo,
          alpha_three: country.alphaThree,
          num_code: country.numCode,
          name: country.name,
        }),
      );
    }
    // After the countries: a language's country is a (site_id, country_id) foreign key.
    statements.push(
      insert('languages', {
        site_id: site.id,
        code: 'fr_FR',
        label: 'Français',
        deepl_code: 'FR',
        flag: 'fr',
        country_id: 250,
        is_valid: true,
      }),
    );
    for (const language of site.otherLanguages ?? []) {
      statements.push(
        insert('languages', {
          site_id: site.id,
          code: language.code,
          label: language.label,
          deepl_code: language.deeplCode,
          flag: language.flag,
          country_id: language.countryId,
          is_valid: true,
        }),
      );
    }
    for (const city of reference.cities) {
      statements.push(
        insert('cities', {
          site_id: site.id,
          country_id: city.countryId,
          postal_code: city.postalCode,
          name: city.name,
          search_name: foldForSearch(city.name),
        }),
      );
    }
    for (const parameter of site.parameters) {
      statements.push(insert('parameters', { site_id: site.id, ...parameter }));
    }
    for (const logo of site.logos) {
      statements.push(insert('logos', { site_id: site.id, ...logo }));
    }
    for (const font of site.fonts) {
      statements.push(insert('fonts', { site_id: site.id, ...font, files: JSON.stringify(font.files) }));
    }
    const pageIds = new Map<string, number>();
    const positions = new Map<string, number>();
    for (const page of site.pages) {
      const id = nextPageId++;
      pageIds.set(page.key, id);
      // Menu order counts within one language's menu.
      const siblings = `${page.locale ?? 'fr_FR'}:${page.parentKey ?? ''}`;
      const position = positions.get(siblings) ?? 0;
      positions.set(siblings, position + 1);
      // Pages are written here only: their link targets follow the same rule as owners' links.
      if (page.linkUrl !== undefined && !isSafeLinkOrSitePath(page.linkUrl)) {
        throw new Error(`Seed page ${page.key}: unsafe link ${page.linkUrl}`);
      }
      const parentId = page.parentKey === undefined ? null : pageIds.get(page.parentKey);
      const originalId = page.translationOf === undefined ? null : pageIds.get(page.translationOf);
      if (originalId === undefined)
        throw new Error(`Seed page ${page.key}: its original ${page.translationOf} must come first`);
      if (parentId === undefined)
        throw new Error(`Seed page ${page.key}: parent ${page.parentKey} must come first`);
      statements.push(
        insert('pages', {
          id,
          site_id: site.id,
          locale: page.locale ?? 'fr_FR',
          // Only on a translation (migration 0026): an original's row is written as before.
          ...(originalId === null ? {} : { translation_of: originalId }),
          parent_id: parentId,
          position,
          menu_icon: page.menuIcon ?? null,
          is_valid: page.isValid ?? true,
          show_in_menu: page.showInMenu ?? true,
          is_fixed_on_right: page.isFixedOnRight ?? false,
          use_absolute_menu: page.useAbsoluteMenu ?? false,
          is_cms_page: page.isCmsPage ?? true,
          cms_route: page.cmsRoute ?? null,
          link_type: page.linkType ?? 'NONE',
          link_url: page.linkUrl ?? null,
          layout: page.layout ?? 'STANDARD',
          title: page.title,
          url: page.url,
          path: page.path,
          menu_title: page.menuTitle ?? null,
          meta_description: page.metaDescription,
        }),
      );
      page.blocks.forEach((block, index) => {
        statements.push(
          insert('page_blocks', {
            site_id: site.id,
            page_id: id,
            position: index,
            kind: block.kind,
            data: JSON.stringify(block.data),
          }),
        );
      });
    }
    for (const conf of site.componentConfs) {
      statements.push(
        insert('component_confs', { site_id: site.id, slug: conf.slug, conf: JSON.stringify(conf.conf) }),
      );
    }
  }
  for (const user of users) {
    statements.push(
      insert('users', {
        site_id: user.siteId,
        email: user.email,
        password_hash: hashSeedPassword(user.password),
        role: user.role,
        firstname: user.firstname,
        lastname: user.lastname,
        phone: user.phone ?? null,
        birthdate: user.birthdate ?? null,
      }),
    );
  }
  for (const operator of operators) {
    statements.push(
      insert('operators', {
        email: operator.email.toLowerCase(),
        password_hash: hashSeedPassword(operator.password),
      }),
    );
  }
  return statements;
}
