import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// The site itself: its pages and menu, its settings.

const fromPages = lazyScreens(() => import('../resources/pages'));
const PageCreate = fromPages('PageCreate');
const PageEdit = fromPages('PageEdit');
const PageList = fromPages('PageList');

const fromSettings = lazyScreens(() => import('../resources/settings'));
const SettingEdit = fromSettings('SettingEdit');
const SettingList = fromSettings('SettingList');

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
