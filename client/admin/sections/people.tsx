import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// People: members and newsletter lists and subscribers.

const fromPeopleMembers = lazyScreens(() => import('../resources/people/members'));
const MemberList = fromPeopleMembers('MemberList');
const MemberShow = fromPeopleMembers('MemberShow');

const fromPeopleNewsletterLists = lazyScreens(() => import('../resources/people/newsletter-lists'));
const NewsletterListCreate = fromPeopleNewsletterLists('NewsletterListCreate');
const NewsletterListEdit = fromPeopleNewsletterLists('NewsletterListEdit');
const NewsletterListList = fromPeopleNewsletterLists('NewsletterListList');

const fromPeopleSubscribers = lazyScreens(() => import('../resources/people/subscribers'));
const SubscriberList = fromPeopleSubscribers('SubscriberList');

export function peopleResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [
    <Resource
      key="members"
      name="members"
      options={{ label: 'Membres' }}
      list={MemberList}
      show={MemberShow}
      recordRepresentation="fullName"
    />,
    <Resource
      key="newsletterLists"
      name="newsletterLists"
      options={{ label: 'Listes de diffusion' }}
      list={NewsletterListList}
      create={NewsletterListCreate}
      edit={NewsletterListEdit}
      recordRepresentation="name"
    />,
    <Resource
      key="newsletterSubscribers"
      name="newsletterSubscribers"
      options={{ label: 'Inscrits à la lettre' }}
      list={SubscriberList}
    />,
  ];
}
