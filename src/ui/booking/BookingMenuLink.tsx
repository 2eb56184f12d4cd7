import type { ReactElement } from 'react';
import { parameterFlag } from '../../schema/site/parameter';
import { useSiteView } from '../site-view';
import { bookingPageWords } from './booking-page-words';

// « Prendre rendez-vous » in the menus of a site with online booking on (BOOKING_ENABLED),
// unless the owner already put the booking page in the menu themselves.

/** The link's label when the menus show it (the desktop header makes room for it), else null. */
export function useBookingMenuLabel(): string | null {
  const { parameters, tree, locale } = useSiteView();
  if (!parameterFlag(parameters, 'BOOKING_ENABLED')) return null;
  const inMenu = [...(tree[locale] ?? []), ...tree.rightPages].some((page) => page.path === '/rendez-vous');
  return inMenu ? null : bookingPageWords(locale).title;
}

export function BookingMenuLink({ className = 'menu__link' }: { className?: string }): ReactElement | null {
  const { link, path } = useSiteView();
  const label = useBookingMenuLabel();
  if (label === null) return null;
  return (
    <a
      className={`${className} booking-menu-link`}
      href={link('/rendez-vous')}
      aria-current={path === '/rendez-vous' ? 'page' : undefined}
    >
      {label}
    </a>
  );
}
