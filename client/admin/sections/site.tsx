import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { PageCreate, PageEdit, PageList } from '../resources/pages';
import { SettingEdit, SettingList } from '../resources/settings';

// The site itself: its pages and menu, its settings.

export function siteResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [
    <Resource
      key="pages"
      name="pages"
      options={{ label: 'Pages' }}
      list={PageList}
      edit={PageEdit}
      create={PageCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="settings"
      name="settings"
      options={{ label: 'Réglages' }}
      list={SettingList}
      edit={SettingEdit}
      recordRepresentation="label"
    />,
  ];
}
