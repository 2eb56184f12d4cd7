import { describe, expect, it } from 'vitest';
import { pageInput, pageRecord, siteApis } from '../../../client/admin/apis/site';
import { blocksPayload } from '../../../client/admin/resources/site/block-fields';
import { legalPreviewHtml, themeContrasts } from '../../../client/admin/resources/site/previews';
import {
  applyDrop,
  buildMenuTree,
  flattenTree,
  moveNode,
  pageOrderPayload,
  possibleMoves,
  projectDrop,
  type MenuNode,
  type MenuPage,
} from '../../../client/admin/resources/site/menu-tree';
import {
  changedSettings,
  SETTING_GROUPS,
  settingFormValue,
  settingWidget,
  visibleGroups,
} from '../../../client/admin/resources/site/setting-groups';
import { parameterCatalogue } from '../../../worker/seed/parameters';
import type { Parameter } from '../../../src/schema/site/parameter';

// The admin panel's site section without a browser: the page and setting mappings
// onto the API, the menu tree and its page-order payload, each keyboard and drag move, the
// blocks payload, the settings groups and the theme preview's contrasts.

const page = (id: number, idParent: number | null, order: number): MenuPage => ({
  id,
  idParent,
  order,
  title: `Page ${id}`,
});

/** Ids as nested arrays: [1, [2, 3]] is page 1 with children 2 and 3. */
const shape = (tree: readonly MenuNode[]): unknown[] =>
  tree.flatMap((node) => (node.children.length ? [node.page.id, shape(node.children)] : [node.page.id]));

// 1 (with 2 and 3 under it), 4, 5
const PAGES = [page(4, null, 1), page(1, null, 0), page(3, 1, 1), page(2, 1, 0), page(5, null, 2)];

describe('the menu tree', () => {
  it('is built from the flat list, siblings by position', () => {
    expect(shape(buildMenuTree(PAGES))).toEqual([1, [2, 3], 4, 5]);
  });

  it('puts a page whose parent is missing, or a stored loop, at the root', () => {
    expect(shape(buildMenuTree([page(1, 99, 0), page(2, null, 1)]))).toEqual([1, 2]);
    const loop = buildMenuTree([page(1, 2, 0), page(2, 1, 0)]);
    expect(
      flattenTree(loop)
        .map((row) => row.page.id)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('becomes the page-order payload: every page with its parent and position among its siblings', () => {
    expect(pageOrderPayload(buildMenuTree(PAGES))).toEqual([
      { id: 1, idParent: null, order: 0 },
      { id: 2, idParent: 1, order: 0 },
      { id: 3, idParent: 1, order: 1 },
      { id: 4, idParent: null, order: 1 },
      { id: 5, idParent: null, order: 2 },
    ]);
  });

  it('round-trips: the payload read back as pages gives the same tree', () => {
    const tree = buildMenuTree(PAGES);
    const back = pageOrderPayload(tree).map((entry) => ({ ...entry, title: `Page ${entry.id}` }));
    expect(shape(buildMenuTree(back))).toEqual(shape(tree));
  });
});

describe('the keyboard moves', () => {
  const tree = buildMenuTree(PAGES);

  it('move up and down among siblings, without touching the original tree', () => {
    expect(shape(moveNode(tree, 4, 'up'))).toEqual([4, 1, [2, 3], 5]);
    expect(shape(moveNode(tree, 2, 'down'))).toEqual([1, [3, 2], 4, 5]);
    expect(shape(tree)).toEqual([1, [2, 3], 4, 5]);
  });

  it('indent under the previous sibling (last child) and outdent to just after the parent', () => {
    expect(shape(moveNode(tree, 4, 'indent'))).toEqual([1, [2, 3, 4], 5]);
    expect(shape(moveNode(tree, 2, 'outdent'))).toEqual([1, [3], 2, 4, 5]);
  });

  it('leave the tree as it is when the move is impossible, and say so', () => {
    expect(shape(moveNode(tree, 1, 'up'))).toEqual([1, [2, 3], 4, 5]);
    expect(shape(moveNode(tree, 5, 'down'))).toEqual([1, [2, 3], 4, 5]);
    expect(shape(moveNode(tree, 1, 'outdent'))).toEqual([1, [2, 3], 4, 5]);
    expect(possibleMoves(tree, 1)).toEqual({ up: false, down: true, indent: false, outdent: false });
    expect(possibleMoves(tree, 3)).toEqual({ up: true, down: false, indent: true, outdent: true });
  });
});

describe('dropping a dragged page', () => {
  const tree = buildMenuTree(PAGES);
  const rows = flattenTree(tree);
  const drop = (activeId: number, overId: number, offsetX: number) => {
    const projection = projectDrop(rows, activeId, overId, offsetX, 24)!;
    return { projection, tree: shape(applyDrop(tree, activeId, overId, projection)) };
  };

  it('takes the place of the row it is dropped on, its sub-pages travelling with it', () => {
    expect(drop(4, 1, 0).tree).toEqual([4, 1, [2, 3], 5]);
    expect(drop(1, 5, 0).tree).toEqual([4, 5, 1, [2, 3]]);
  });

  it('nests under the page above when dragged to the right, one level at most', () => {
    expect(drop(5, 5, 24)).toEqual({ projection: { depth: 1, parentId: 4 }, tree: [1, [2, 3], 4, [5]] });
    expect(drop(5, 5, 240).projection).toEqual({ depth: 1, parentId: 4 });
  });

  it('comes out of its parent when dragged to the left', () => {
    expect(drop(3, 3, -24)).toEqual({ projection: { depth: 0, parentId: null }, tree: [1, [2], 3, 4, 5] });
  });

  it('cannot be dropped inside its own sub-pages', () => {
    expect(projectDrop(rows, 1, 2, 0, 24)).toBeNull();
  });
});

describe('the pages API mapping', () => {
  const answer = {
    page: {
      id: 7,
      title: 'Soins',
      url: 'soins',
      path: '/soins',
      menuTitle: null,
      metaDescription: '',
      layout: 'STANDARD',
      idParent: null,
      isValid: true,
      showInMenu: true,
      isFixedOnRight: false,
      useAbsoluteMenu: false,
      link: { type: 'URL', url: 'https://exemple.fr', jsCode: null },
    },
    blocks: [{ id: 1, kind: 'RICH_TEXT', data: { html: '<p>x</p>' } }],
    layout: { id: 7, html: '{"blocks":[]}', hash: 'a'.repeat(64) },
  };

  it('reads a page with its link flattened, its blocks and the layout loaded (html and hash)', () => {
    expect(siteApis.pages!.toRecord).toBe(pageRecord);
    expect(pageRecord(answer)).toMatchObject({
      id: 7,
      linkType: 'URL',
      linkUrl: 'https://exemple.fr',
      blocks: answer.blocks,
      layoutHash: 'a'.repeat(64),
      layoutHtml: '{"blocks":[]}',
    });
  });

  it('writes only the fields the endpoint accepts; an empty slug or path is left to the server', () => {
    const input = pageInput({
      ...pageRecord(answer),
      url: '',
      path: ' ',
      menuTitle: '',
      metaDescription: null,
    });
    expect(input).toEqual({
      title: 'Soins',
      menuTitle: null,
      metaDescription: '',
      layout: 'STANDARD',
      idParent: null,
      isValid: true,
      showInMenu: true,
      isFixedOnRight: false,
      useAbsoluteMenu: false,
      linkType: 'URL',
      linkUrl: 'https://exemple.fr',
    });
  });

  it('sends no link address when the menu leads to the page itself', () => {
    expect(pageInput({ title: 'A', linkType: 'NONE', linkUrl: 'https://old.example' })).toEqual({
      title: 'A',
      linkType: 'NONE',
      linkUrl: null,
    });
  });
});

describe('the blocks payload', () => {
  it('leaves out empty optional fields and empty images, keeps an image alt text, passes the hash', () => {
    const hash = 'b'.repeat(64);
    expect(
      blocksPayload(
        [
          {
            kind: 'HERO',
            data: { title: 'Bienvenue', subtitle: '', ctaHref: '', image: { src: '', alt: '' } },
          },
          { kind: 'IMAGE', data: { src: '/media/a.jpg', alt: null, caption: '  ' } },
          { kind: 'MAP', data: { address: '1 rue', latitude: null, longitude: 2.5 } },
          {
            kind: 'GALLERY',
            data: {
              images: [
                { src: '/media/b.jpg', alt: 'B' },
                { src: '', alt: 'vide' },
              ],
            },
          },
          { data: { title: 'sans type' } },
        ],
        hash,
      ),
    ).toEqual({
      blocks: [
        { kind: 'HERO', data: { title: 'Bienvenue' } },
        { kind: 'IMAGE', data: { src: '/media/a.jpg', alt: '' } },
        { kind: 'MAP', data: { address: '1 rue', longitude: 2.5 } },
        { kind: 'GALLERY', data: { images: [{ src: '/media/b.jpg', alt: 'B' }] } },
      ],
      hash,
    });
  });
});

describe('the settings groups', () => {
  const catalogue = parameterCatalogue.map((definition) => definition.type);

  it('place every parameter of the catalogue in exactly one group', () => {
    const grouped = SETTING_GROUPS.flatMap((group) => group.sections.flatMap((section) => section.types));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...catalogue].sort()).toEqual([...grouped].sort());
  });

  it('show the shop only to e-commerce sites, and « Autres réglages » for parameters in no group', () => {
    expect(visibleGroups(false, catalogue).map((group) => group.id)).toEqual([
      'appearance',
      'company',
      'social',
      'legal',
      'features',
    ]);
    const withExtra = visibleGroups(true, [...catalogue, 'NEW_SETTING']);
    expect(withExtra.map((group) => group.id)).toContain('shop');
    expect(withExtra.at(-1)).toMatchObject({ id: 'other', sections: [{ types: ['NEW_SETTING'] }] });
  });

  it('edit each parameter as its kind and name ask', () => {
    expect(settingWidget({ type: 'PRIMARY_COLOR', kind: 'STRING' })).toBe('colour');
    expect(settingWidget({ type: 'PRIVACY', kind: 'TEXT' })).toBe('rich');
    expect(settingWidget({ type: 'MENU_TYPE', kind: 'STRING' })).toBe('choice');
    expect(settingWidget({ type: 'FIXED_MENU', kind: 'BOOLEAN' })).toBe('boolean');
    expect(settingWidget({ type: 'LOGO_WIDTH', kind: 'NUMBER' })).toBe('number');
    expect(settingWidget({ type: 'FACEBOOK_URL', kind: 'LINK' })).toBe('link');
    expect(settingWidget({ type: 'SCRIPT_TO_LOAD', kind: 'TEXT' })).toBe('multiline');
  });

  it('send only the changed values, as the text the API stores', () => {
    const initial = {
      FIXED_MENU: settingFormValue({ type: 'FIXED_MENU', kind: 'BOOLEAN', value: 'true' }),
      COMPANY_NAME: settingFormValue({ type: 'COMPANY_NAME', kind: 'STRING', value: null }),
      LOGO_WIDTH: '180',
    };
    expect(initial).toEqual({ FIXED_MENU: true, COMPANY_NAME: '', LOGO_WIDTH: '180' });
    expect(
      changedSettings(['FIXED_MENU', 'COMPANY_NAME', 'LOGO_WIDTH'], initial, {
        FIXED_MENU: false,
        COMPANY_NAME: '',
        LOGO_WIDTH: 200,
      }),
    ).toEqual([
      { type: 'FIXED_MENU', value: 'false' },
      { type: 'LOGO_WIDTH', value: '200' },
    ]);
  });
});

const parameter = (type: string, value: string): Parameter => ({
  id: 1,
  type,
  kind: 'STRING',
  label: type,
  value,
});

describe('the theme preview', () => {
  it('gives the WCAG contrast of the derived theme: black on white is 21:1', () => {
    const contrasts = themeContrasts([parameter('BACKGROUND_COLOR', '#ffffff')]);
    expect(contrasts[0]).toMatchObject({ background: '#ffffff', text: '#1f1f1f' });
    expect(contrasts[0]!.ratio).toBeGreaterThan(16);
  });

  it('draws the active menu entry on the header unless MENU_ACTIVE_TYPE is BACKGROUND', () => {
    const colours = [
      parameter('HEADER_COLOR', '#ffffff'),
      parameter('ACTIVE_MENU_COLOR', '#b08d57'),
      parameter('ACTIVE_FONT_COLOR', '#7a5c2e'),
    ];
    const underlined = themeContrasts(colours).find((pair) => pair.label === 'Menu actif')!;
    expect(underlined.background).toBe('#ffffff');
    expect(underlined.ratio).toBeGreaterThan(4.5);
    const filled = themeContrasts([...colours, parameter('MENU_ACTIVE_TYPE', 'BACKGROUND')]).find(
      (pair) => pair.label === 'Menu actif',
    )!;
    expect(filled.background).toBe('#b08d57');
    expect(filled.ratio).toBeLessThan(4.5);
  });
});

describe('the legal texts preview', () => {
  it('fills the markers from the company settings and sanitises the HTML', () => {
    const html = '<p>{{COMPANY_LEGAL_NAME}}, {{RCS_NUMBER}}</p><script>alert(1)</script>';
    const preview = legalPreviewHtml(html, [
      parameter('COMPANY_LEGAL_NAME', 'Bien-être & Co'),
      parameter('RCS_NUMBER', ''),
    ]);
    expect(preview).toContain('Bien-être &amp; Co, « non renseigné »');
    expect(preview).not.toContain('<script');
  });
});
