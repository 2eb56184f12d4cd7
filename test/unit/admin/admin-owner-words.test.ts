import { describe, expect, it } from 'vitest';
import { countOf } from '../../../client/admin/messages/french-plural';
import {
  emptyListText,
  firstItemLabel,
  noticeFor,
  resourceMessages,
} from '../../../client/admin/messages/resource-nouns';
import {
  groupOfPath,
  NAV_GROUPS,
  shownGroups,
  type MenuResource,
} from '../../../client/admin/navigation/nav-groups';
import {
  SETTING_CHOICES,
  settingFormValue,
  settingLabel,
  settingWidget,
  visibleGroups,
} from '../../../client/admin/resources/site/setting-groups';
import { parameterCatalogue } from '../../../worker/seed/parameters';

// The owner's words in /admin without a browser: French plurals, notices that say
// what happened to what, empty lists, the settings' human labels and choices (and no shop
// setting on a site without shop), and the side menu's groups.

describe('French counts', () => {
  it('put 0 and 1 in the singular, 2 and more in the plural, never « (s) »', () => {
    expect(countOf(1, 'message non lu', 'messages non lus')).toBe('1 message non lu');
    expect(countOf(3, 'message non lu', 'messages non lus')).toBe('3 messages non lus');
    expect(countOf(0, 'utilisation', 'utilisations')).toBe('0 utilisation');
    expect(countOf(1200, 'média', 'médias')).toBe('1\u202f200 médias');
  });
});

describe('notices after a save or a deletion', () => {
  it('name the item and what happened to it, agreeing in gender', () => {
    const news = { id: 4, title: 'Portes ouvertes', isValid: true };
    expect(noticeFor('news', 'created', news)).toBe('Actualité « Portes ouvertes » publiée.');
    expect(noticeFor('news', 'created', { ...news, isValid: false })).toBe(
      'Actualité « Portes ouvertes » créée.',
    );
    expect(noticeFor('products', 'updated', { name: 'Saumur blanc' })).toBe(
      'Produit « Saumur blanc » enregistré.',
    );
    expect(noticeFor('blogArticles', 'deleted', { title: 'Vendanges' })).toBe(
      'Article « Vendanges » supprimé.',
    );
  });

  it('tell a publication and a withdrawal from a plain save', () => {
    const hidden = { title: 'Soirée', isValid: false };
    const shown = { title: 'Soirée', isValid: true };
    expect(noticeFor('news', 'updated', shown, hidden)).toBe('Actualité « Soirée » publiée.');
    expect(noticeFor('news', 'updated', hidden, shown)).toBe('Actualité « Soirée » retirée du site.');
    expect(noticeFor('news', 'updated', shown, shown)).toBe('Actualité « Soirée » enregistrée.');
  });

  it('shorten a long name, and do without a name or a noun', () => {
    const long = noticeFor('pages', 'updated', { title: 'x'.repeat(100) });
    expect(long).toMatch(/^Page « x{59}… » enregistrée\.$/);
    expect(noticeFor('discounts', 'created', {})).toBe('Code promo créé.');
    expect(noticeFor('somethingNew', 'updated', { title: 'A' })).toBe('Modifications enregistrées.');
    expect(noticeFor(undefined, 'deleted')).toBe('Suppression effectuée.');
  });

  it('give react-admin per-resource notices with a French plural', () => {
    const messages = resourceMessages();
    expect(messages.news?.notifications.deleted).toBe(
      'Actualité supprimée |||| %{smart_count} actualités supprimées',
    );
    expect(messages.products?.notifications.updated).toBe(
      'Produit enregistré |||| %{smart_count} produits enregistrés',
    );
  });
});

describe('an empty list', () => {
  it('says it is empty and offers to create the first item', () => {
    expect(emptyListText('news')).toBe('Aucune actualité pour l’instant.');
    expect(firstItemLabel('news')).toBe('Créer la première actualité');
    expect(emptyListText('products')).toBe('Aucun produit pour l’instant.');
    expect(firstItemLabel('products')).toBe('Créer le premier produit');
    expect(emptyListText('unknown')).toBe('Cette liste est vide pour l’instant.');
  });
});

describe('settings in the owner’s words', () => {
  const label = (type: string) =>
    settingLabel(type, parameterCatalogue.find((parameter) => parameter.type === type)?.label ?? '');

  it('no label shows the stored codes, units stay', () => {
    for (const parameter of parameterCatalogue) {
      expect(settingLabel(parameter.type, parameter.label), parameter.type).not.toMatch(
        /\b(UNDERLINE|BACKGROUND|BOLD|RELATIVE|ABSOLUTE|OUTLINED|FILLED|LEFT|RIGHT|left|center|right)\b/,
      );
    }
    expect(label('LOGO_POSITION')).toBe('Position du logo');
    expect(label('LOGO_WIDTH')).toBe('Largeur du logo (px)');
    expect(settingLabel('X', 'Côté (LEFT ou RIGHT)')).toBe('Côté');
    expect(settingLabel('X', 'Horaires (vide si fermé)')).toBe('Horaires (vide si fermé)');
  });

  it('offer choices as sentences, the five page-presentation settings included', () => {
    expect(SETTING_CHOICES.LOGO_POSITION?.map((choice) => choice.name)).toEqual([
      'Logo à gauche',
      'Logo centré',
    ]);
    for (const type of [
      'ICON_BASE_STYLE',
      'REPEAT_ANIMATION',
      'PRODUCTS_PAGE_STYLE',
      'SERVICES_PAGE_STYLE',
      'PRODUCT_DETAIL_PAGE_STYLE',
    ]) {
      const definition = parameterCatalogue.find((parameter) => parameter.type === type)!;
      expect(settingWidget(definition), type).toBe('choice');
      // The stored default is one of the choices, so the select shows it.
      expect(
        SETTING_CHOICES[type]?.map((choice) => choice.id),
        type,
      ).toContain(definition.default);
    }
  });

  it('keep a switch offered as sentences in its stored words', () => {
    expect(settingFormValue({ type: 'REPEAT_ANIMATION', kind: 'BOOLEAN', value: 'true' })).toBe('true');
    expect(settingFormValue({ type: 'REPEAT_ANIMATION', kind: 'BOOLEAN', value: null })).toBe('false');
    expect(settingFormValue({ type: 'DARK_THEME', kind: 'BOOLEAN', value: 'true' })).toBe(true);
  });

  it('hide the shop’s settings on a site without shop, wherever they are grouped', () => {
    const all = parameterCatalogue.map((parameter) => parameter.type);
    const typesOf = (isECommerce: boolean) =>
      visibleGroups(isECommerce, all).flatMap((group) => group.sections.flatMap((section) => section.types));
    const withoutShop = typesOf(false);
    for (const type of [
      'HIDE_PRICES',
      'SHOW_CART_ICON',
      'PRODUCTS_PAGE_STYLE',
      'SELLS_WORLDWIDE',
      'BANK_IBAN',
    ]) {
      expect(withoutShop, type).not.toContain(type);
      expect(typesOf(true), type).toContain(type);
    }
    expect(withoutShop).toContain('SERVICES_PAGE_STYLE');
    expect(visibleGroups(false, all).some((group) => group.id === 'other')).toBe(false);
  });
});

describe('the side menu', () => {
  const resources = (names: string[]): Record<string, MenuResource> =>
    Object.fromEntries(names.map((name) => [name, { hasList: true, label: name }]));

  it('groups the screens as merchants think, shop groups only on e-commerce sites', () => {
    const names = ['orders', 'products', 'members', 'news', 'pages', 'settings', 'audit'];
    expect(shownGroups(true, resources(names)).map((group) => group.label)).toEqual([
      'Commandes',
      'Catalogue',
      'Clients et lettres',
      'Contenu',
      'Site',
      'Statistiques',
      'Journal',
    ]);
    const withoutShop = shownGroups(false, resources(names)).map((group) => group.label);
    expect(withoutShop).not.toContain('Commandes');
    expect(withoutShop).not.toContain('Catalogue');
  });

  it('shows only the site’s screens, the others under « Autres », and a distinct icon per group', () => {
    const groups = shownGroups(false, {
      ...resources(['news', 'footerLogos']),
      addressTypes: { hasList: false, label: 'Types' },
    });
    const content = groups.find((group) => group.id === 'content');
    expect(content?.entries.map((entry) => entry.to)).toEqual(['/news']);
    expect(groups.at(-1)).toMatchObject({ label: 'Autres', entries: [{ to: '/footerLogos' }] });
    expect(groups.flatMap((group) => group.entries).some((entry) => entry.to === '/addressTypes')).toBe(
      false,
    );
    expect(new Set(NAV_GROUPS.map((group) => group.icon)).size).toBe(NAV_GROUPS.length);
  });

  it('knows which group holds the screen being shown', () => {
    const groups = shownGroups(true, resources(['orders', 'news', 'settings']));
    expect(groupOfPath(groups, '/orders/12/show')).toBe('orders');
    expect(groupOfPath(groups, '/news/create')).toBe('content');
    expect(groupOfPath(groups, '/')).toBe('statistics');
  });
});
