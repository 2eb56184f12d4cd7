import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { lazyScreens } from '../../lazy-screens';

const fromScreens = lazyScreens(() => import('./FooterLogoScreens'));
const FooterLogoList = fromScreens('FooterLogoList');
const FooterLogoCreate = fromScreens('FooterLogoCreate');
const FooterLogoEdit = fromScreens('FooterLogoEdit');

/** The footer logos' menu entry and screens (one line in AdminApp.tsx). */
export function footerLogoResource(): ReactElement {
  return (
    <Resource
      key="footer-logos"
      name="footer-logos"
      options={{ label: 'Logos du pied de page' }}
      list={FooterLogoList}
      create={FooterLogoCreate}
      edit={FooterLogoEdit}
      recordRepresentation="name"
    />
  );
}
