import {
  AppBar,
  Layout,
  LoadingIndicator,
  Logout,
  UserMenu,
  defaultLightTheme,
  useGetIdentity,
  type LayoutProps,
} from 'react-admin';
import { deepmerge } from '@mui/utils';

// The panel's frame: react-admin's layout with accessibility fixes. Its default theme misses
// WCAG AA's 4.5:1 in three places: the app bar (white on #2196f3, 3.1:1), text buttons and
// focused labels (#1976d2 on #fafafb, 4.4:1) and the red delete button on a form's toolbar
// (3.8:1): each colour is a darker shade of itself (≥ 5.7:1). Its user button shows the
// e-mail but is named « Profil », a name without the visible text (voice-control users say
// what they see): the name now contains it. Its loading spinner gets a name too.

export const adminTheme = deepmerge(defaultLightTheme, {
  palette: {
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    error: { light: '#e57373', main: '#b71c1c', dark: '#7f0000', contrastText: '#fff' },
  },
});

function AccountMenu() {
  const { identity } = useGetIdentity();
  const label = identity?.fullName ? `Compte ${identity.fullName}` : 'Compte';
  return (
    <UserMenu label={label}>
      <Logout />
    </UserMenu>
  );
}

// The loading spinner is a progressbar: it needs a name (react-admin passes extra props to it).
const AdminAppBar = () => (
  <AppBar userMenu={<AccountMenu />} toolbar={<LoadingIndicator aria-label="Chargement en cours" />} />
);

export const AdminLayout = (props: LayoutProps) => <Layout {...props} appBar={AdminAppBar} />;
