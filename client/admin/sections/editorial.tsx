import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// What the owner writes and reads day to day: news, the contact inbox, the audit log and the
// e-mails the site sent.

const fromAudit = lazyScreens(() => import('../resources/audit'));
const AuditList = fromAudit('AuditList');

const fromEmails = lazyScreens(() => import('../resources/emails'));
const EmailList = fromEmails('EmailList');
const EmailShow = fromEmails('EmailShow');

const fromMessages = lazyScreens(() => import('../resources/messages'));
const MessageList = fromMessages('MessageList');
const MessageShow = fromMessages('MessageShow');

const fromNews = lazyScreens(() => import('../resources/news'));
const NewsCreate = fromNews('NewsCreate');
const NewsEdit = fromNews('NewsEdit');
const NewsList = fromNews('NewsList');

export function editorialResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [
    <Resource
      key="news"
      name="news"
      options={{ label: 'Actualités' }}
      list={NewsList}
      edit={NewsEdit}
      create={NewsCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="messages"
      name="messages"
      options={{ label: 'Messages' }}
      list={MessageList}
      show={MessageShow}
      recordRepresentation="subject"
    />,
    <Resource key="audit" name="audit" options={{ label: 'Journal' }} list={AuditList} />,
    <Resource
      key="emails"
      name="emails"
      options={{ label: 'E-mails envoyés' }}
      list={EmailList}
      show={EmailShow}
    />,
  ];
}
