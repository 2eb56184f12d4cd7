import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// Online booking: the diary, the bookable services, the hours and exceptions, blocked time and
// the private calendar feed.

const BookingDiaryScreen = lazyScreens(() => import('../resources/booking/booking-diary'))(
  'BookingDiaryScreen',
);
const BookingHoursScreen = lazyScreens(() => import('../resources/booking/booking-hours'))(
  'BookingHoursScreen',
);
const BookingFeedScreen = lazyScreens(() => import('../resources/booking/booking-feed'))('BookingFeedScreen');

const fromServices = lazyScreens(() => import('../resources/booking/booking-services'));
const BookingServiceList = fromServices('BookingServiceList');
const BookingServiceEdit = fromServices('BookingServiceEdit');
const BookingServiceCreate = fromServices('BookingServiceCreate');

const fromBlocks = lazyScreens(() => import('../resources/booking/booking-blocks'));
const BookingBlockList = fromBlocks('BookingBlockList');
const BookingBlockEdit = fromBlocks('BookingBlockEdit');
const BookingBlockCreate = fromBlocks('BookingBlockCreate');

export function bookingResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [
    <Resource
      key="booking-appointments"
      name="booking-appointments"
      options={{ label: 'Agenda' }}
      list={BookingDiaryScreen}
    />,
    <Resource
      key="booking-services"
      name="booking-services"
      options={{ label: 'Prestations réservables' }}
      list={BookingServiceList}
      edit={BookingServiceEdit}
      create={BookingServiceCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="booking-hours"
      name="booking-hours"
      options={{ label: 'Horaires et fermetures' }}
      list={BookingHoursScreen}
    />,
    <Resource
      key="booking-blocks"
      name="booking-blocks"
      options={{ label: 'Temps bloqué' }}
      list={BookingBlockList}
      edit={BookingBlockEdit}
      create={BookingBlockCreate}
      recordRepresentation="label"
    />,
    <Resource
      key="booking-feed"
      name="booking-feed"
      options={{ label: 'Calendrier privé' }}
      list={BookingFeedScreen}
    />,
  ];
}
