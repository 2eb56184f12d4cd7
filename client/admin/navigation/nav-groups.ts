import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import BarChart from '@mui/icons-material/BarChart';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import CreditCard from '@mui/icons-material/CreditCard';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Description from '@mui/icons-material/Description';
import Domain from '@mui/icons-material/Domain';
import DynamicForm from '@mui/icons-material/DynamicForm';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Event from '@mui/icons-material/Event';
import EventBusy from '@mui/icons-material/EventBusy';
import Schedule from '@mui/icons-material/Schedule';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Folder from '@mui/icons-material/Folder';
import Group from '@mui/icons-material/Group';
import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import Language from '@mui/icons-material/Language';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Mail from '@mui/icons-material/Mail';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import MenuBook from '@mui/icons-material/MenuBook';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Newspaper from '@mui/icons-material/Newspaper';
import People from '@mui/icons-material/People';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import PinDrop from '@mui/icons-material/PinDrop';
import Place from '@mui/icons-material/Place';
import RateReview from '@mui/icons-material/RateReview';
import Receipt from '@mui/icons-material/Receipt';
import Restaurant from '@mui/icons-material/Restaurant';
import Send from '@mui/icons-material/Send';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Spa from '@mui/icons-material/Spa';
import Storefront from '@mui/icons-material/Storefront';
import Style from '@mui/icons-material/Style';
import Translate from '@mui/icons-material/Translate';
import ViewList from '@mui/icons-material/ViewList';
import Web from '@mui/icons-material/Web';
import Verified from '@mui/icons-material/Verified';

// The side menu, grouped the way a merchant thinks of the business: orders first,
// then the catalogue, the appointments, the gift cards, the customers and letters, the content, the site itself, the statistics
// and the log. Each entry names a resource (its list screen) or a route of its own.
//
// Adding a screen to the menu is one line in its group below, e.g. in « Site »:
//   { resource: 'footerLogos', icon: Image },
// A resource with a list that no group names still shows, under « Autres », so a screen
// added elsewhere is never out of reach before it gets its line here.

interface NavEntry {
  /** The resource whose list the entry opens (shown only when the site has that resource). */
  resource?: string;
  /** A route of its own (react-admin's path, e.g. '/' for the dashboard). */
  to?: string;
  /** A route shown only when this resource is registered (operators' screens: 'operators'). */
  onlyWith?: string;
  /** Defaults to the resource's label (its `options.label`). */
  label?: string;
  icon: SvgIconComponent;
}

export interface NavGroup {
  id: string;
  label: string;
  icon: SvgIconComponent;
  /** Only on e-commerce sites. */
  shopOnly?: boolean;
  entries: readonly NavEntry[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'orders',
    label: 'Commandes',
    icon: ShoppingCart,
    shopOnly: true,
    entries: [
      { resource: 'orders', icon: Receipt },
      { resource: 'carriers', icon: LocalShipping },
      { resource: 'shipping-zones', icon: MapIcon },
      { resource: 'relay-points', icon: PinDrop },
      { resource: 'collect-points', icon: Storefront },
      { resource: 'stripe-settings', icon: CreditCard },
    ],
  },
  {
    id: 'catalogue',
    label: 'Catalogue',
    icon: Inventory2,
    shopOnly: true,
    entries: [
      { resource: 'products', icon: Inventory2 },
      { resource: 'variations', icon: Style },
      { resource: 'discounts', icon: LocalOffer },
      { resource: 'awards', icon: EmojiEvents },
      { resource: 'meal-icons', icon: Restaurant },
    ],
  },
  {
    id: 'booking',
    label: 'Rendez-vous',
    icon: Event,
    entries: [
      { resource: 'booking-appointments', icon: Event },
      { resource: 'booking-services', icon: Spa },
      { resource: 'booking-hours', icon: Schedule },
      { resource: 'booking-blocks', icon: EventBusy },
      { resource: 'booking-feed', icon: CalendarMonth },
    ],
  },
  {
    id: 'gift-cards',
    label: 'Cartes cadeaux',
    icon: CardGiftcard,
    entries: [
      { resource: 'gift-cards', icon: CardGiftcard },
      { resource: 'gift-card-counter', icon: PointOfSale },
    ],
  },
  {
    id: 'people',
    label: 'Clients et lettres',
    icon: People,
    entries: [
      { resource: 'members', icon: Group },
      { resource: 'messages', icon: MarkEmailUnread },
      { resource: 'newsletterLists', icon: Mail },
      { resource: 'newsletterSubscribers', icon: ListAlt },
    ],
  },
  {
    id: 'content',
    label: 'Contenu',
    icon: Article,
    entries: [
      { resource: 'pages', icon: Description },
      { resource: 'news', icon: Newspaper },
      { resource: 'blogArticles', icon: MenuBook },
      { resource: 'blogFolders', icon: Folder },
      { resource: 'albums', icon: PhotoLibrary },
      { resource: 'services', icon: Spa },
      { resource: 'elementLists', icon: ViewList },
      { resource: 'forms', icon: DynamicForm },
      { resource: 'reviews', icon: RateReview },
      { resource: 'missingTranslations', icon: Translate },
    ],
  },
  {
    id: 'site',
    label: 'Site',
    icon: Web,
    entries: [
      { resource: 'settings', icon: Settings },
      // The pages' list is the menu tree: the same screen, found where the site is arranged.
      { to: '/pages', label: 'Menu', icon: AccountTree },
      { resource: 'addresses', icon: Place },
      { resource: 'domains', label: 'Domaines', icon: Language },
      { resource: 'footer-logos', label: 'Logos du pied de page', icon: Verified },
      { to: '/sender-domain', label: 'Domaine d’expédition', icon: Mail },
    ],
  },
  {
    id: 'statistics',
    label: 'Statistiques',
    icon: BarChart,
    entries: [{ to: '/', label: 'Tableau de bord', icon: BarChart }],
  },
  {
    id: 'log',
    label: 'Journal',
    icon: History,
    entries: [
      { resource: 'audit', label: 'Journal des modifications', icon: History },
      { resource: 'emails', icon: Send },
    ],
  },
  {
    id: 'platform',
    label: 'Plateforme',
    icon: AdminPanelSettings,
    entries: [
      { resource: 'sites', icon: Domain },
      { resource: 'platform-users', icon: ManageAccounts },
      { resource: 'operators', icon: AdminPanelSettings },
      { to: '/platform/health', label: 'Santé de la plateforme', icon: MonitorHeart, onlyWith: 'operators' },
    ],
  },
];

/** What the menu needs to know of a registered resource. */
export interface MenuResource {
  hasList: boolean;
  label: string;
}

interface ShownEntry {
  key: string;
  to: string;
  label: string;
  icon: SvgIconComponent;
}

export interface ShownGroup {
  id: string;
  label: string;
  icon: SvgIconComponent;
  entries: ShownEntry[];
}

const OTHERS: Omit<ShownGroup, 'entries'> = { id: 'others', label: 'Autres', icon: ViewList };

/**
 * The groups this site shows: only entries whose resource the site has (with a list screen),
 * no shop group on a site without shop, no empty group, and « Autres » for listed resources
 * that no group names.
 */
export function shownGroups(
  isECommerce: boolean,
  resources: Readonly<Record<string, MenuResource>>,
  groups: readonly NavGroup[] = NAV_GROUPS,
): ShownGroup[] {
  const named = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.resource)));
  const shown = groups
    .filter((group) => isECommerce || !group.shopOnly)
    .map((group) => ({
      id: group.id,
      label: group.label,
      icon: group.icon,
      entries: group.entries.flatMap((entry): ShownEntry[] => {
        if (entry.to !== undefined) {
          if (entry.onlyWith !== undefined && !resources[entry.onlyWith]) return [];
          return [{ key: entry.to, to: entry.to, label: entry.label ?? entry.to, icon: entry.icon }];
        }
        const resource = entry.resource === undefined ? undefined : resources[entry.resource];
        if (!entry.resource || !resource?.hasList) return [];
        return [
          {
            key: entry.resource,
            to: `/${entry.resource}`,
            label: entry.label ?? resource.label,
            icon: entry.icon,
          },
        ];
      }),
    }))
    .filter((group) => group.entries.length > 0);
  const others = Object.entries(resources)
    .filter(([name, resource]) => resource.hasList && !named.has(name))
    .map(([name, resource]) => ({ key: name, to: `/${name}`, label: resource.label, icon: ViewList }));
  return others.length > 0 ? [...shown, { ...OTHERS, entries: others }] : shown;
}

/** The group holding the screen at `pathname` (react-admin's route), if any. */
export function groupOfPath(groups: readonly ShownGroup[], pathname: string): string | undefined {
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  return groups.find((group) => group.entries.some((entry) => entry.to === first))?.id;
}
