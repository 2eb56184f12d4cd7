import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { MemberList, MemberShow } from '../resources/people/members';
import {
  NewsletterListCreate,
  NewsletterListEdit,
  NewsletterListList,
} from '../resources/people/newsletter-lists';
import { SubscriberList } from '../resources/people/subscribers';

// People: members and newsletter lists and subscribers.

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
