import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { AuditList } from '../resources/audit';
import { MessageList, MessageShow } from '../resources/messages';
import { NewsCreate, NewsEdit, NewsList } from '../resources/news';

// What the owner writes and reads day to day: news, the contact inbox and the audit log.

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
  ];
}
