import type { ReactElement } from 'react';
import { parameterFlag } from '../../schema/parameter';
import { useSiteView } from '../site-view';
import { bookingPageWords } from './booking-page-words';

// « Prendre rendez-vous » in the menus of a site with online booking on (BOOKING_ENABLED),
// unless the owner already put the booking page in the menu themselves.

export function BookingMenuLink({ className = 'menu__link' }: { className?: string }): ReactElement | null {
  const { parameters, tree, locale, link, path } = useSiteView();
  if (!parameterFlag(parameters, 'BOOKING_ENABLED')) return null;
  const inMenu = [...(tree[locale] ?? []), ...tree.rightPages].some((page) => page.path === '/rendez-vous');
  if (inMenu) return null;
  return (
    <a
      className={`${className} booking-menu-link`}
      href={link('/rendez-vous')}
      aria-current={path === '/rendez-vous' ? 'page' : undefined}
    >
      {bookingPageWords(locale).title}
    </a>
  );
}
