import { Box, Button, ListItemText, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  defaultLightTheme,
  useGetIdentity,
  usePermissions,
  type LayoutProps,
} from 'react-admin';
import { deepmerge } from '@mui/utils';
import { ADMIN_PALETTE } from './admin-palette';
import type { AdminPermissions } from './permissions';
import { EmptyList } from './messages/EmptyList';
import { GroupedMenu } from './navigation/GroupedMenu';
import { LocaleChoice } from './translation/LocaleChoice';

// The panel's frame: react-admin's layout with accessibility fixes. Its default theme's colours
// are darkened to reach WCAG AA (admin-palette.ts). Its user button shows the
// e-mail but is named « Profil », a name without the visible text (voice-control users say
// what they see): the name now contains it. Its loading spinner gets a name too.
// On the admin host the bar names the site being managed, offers « Changer de
// site » to an account that manages several, and « Voir le site » (its storefront, in a new
// tab, without access back to the panel: rel=noopener). On a phone both links move into the
// account menu, where there is room for them.

const paletteTheme = deepmerge(defaultLightTheme, { palette: ADMIN_PALETTE });
// Every list without items and filters says so and offers to create the first (EmptyList);
// set after deepmerge, which would copy the React element as a plain object.
export const adminTheme = {
  ...paletteTheme,
  components: { ...paletteTheme.components, RaList: { defaultProps: { empty: <EmptyList /> } } },
};

const CHOOSER_PATH = '/';
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

function AccountMenu() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<AdminPermissions>();
  // On a phone react-admin shows an icon without text and names it only through a translation
  // key (any other label became the English « Profile »): the French pack's « Profil » there.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = !wide ? 'ra.auth.user_menu' : identity?.fullName ? `Compte ${identity.fullName}` : 'Compte';
  const phoneOnly = { display: { xs: 'flex', sm: 'none' } };
  return (
    <UserMenu label={label}>
      {permissions?.manySites ? (
        <MenuItem component="a" href={CHOOSER_PATH} sx={phoneOnly}>
          <ListItemText>Changer de site</ListItemText>
        </MenuItem>
      ) : null}
      {permissions?.siteUrl ? (
        <MenuItem component="a" href={permissions.siteUrl} {...NEW_TAB} sx={phoneOnly}>
          <ListItemText>Voir le site</ListItemText>
        </MenuItem>
      ) : null}
      <Logout />
    </UserMenu>
  );
}

function SiteHeading() {
  const { permissions } = usePermissions<AdminPermissions>();
  const wide = { display: { xs: 'none', sm: 'inline-flex' }, minHeight: 44, whiteSpace: 'nowrap' };
  return (
    <>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', py: 0.5 }}>
        <Typography
          component="p"
          variant="caption"
          data-testid="admin-site-name"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.3 }}
        >
          {permissions?.siteName ?? ''}
        </Typography>
        {/* On a phone the screen's title wraps onto a second line in a smaller size rather than
            being cut (« Tableau de bo… » beside the language choice). */}
        <TitlePortal
          sx={{
            lineHeight: 1.25,
            fontSize: { xs: '1rem', sm: '1.25rem' },
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitLineClamp: { xs: 2 },
            WebkitBoxOrient: 'vertical',
            overflowWrap: 'anywhere',
          }}
        />
      </Box>
      <LocaleChoice />
      {permissions?.manySites ? (
        <Button color="inherit" href={CHOOSER_PATH} sx={wide}>
          Changer de site
        </Button>
      ) : null}
      {permissions?.siteUrl ? (
        <Button color="inherit" href={permissions.siteUrl} {...NEW_TAB} sx={wide}>
          Voir le site
        </Button>
      ) : null}
    </>
  );
}

// The loading spinner is a progressbar: it needs a name (react-admin passes extra props to it).
const AdminAppBar = () => (
  <AppBar userMenu={<AccountMenu />} toolbar={<LoadingIndicator aria-label="Chargement en cours" />}>
    <SiteHeading />
  </AppBar>
);

// react-admin's layout is as wide as its content (min-width: fit-content, and a flex item's
// min-width: auto): one wide child (the settings' or orders' scrollable tabs) then widened the
// whole page past a phone's 375 px. The layout is held to the screen; wide parts (scrollable
// tabs, tables) scroll inside themselves.
const contentFitsScreen = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
};

export const AdminLayout = (props: LayoutProps) => (
  <Layout {...props} appBar={AdminAppBar} menu={GroupedMenu} sx={contentFitsScreen} />
);
