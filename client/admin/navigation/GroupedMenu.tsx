import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuList,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { createElement, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  Menu,
  useGetResourceLabel,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
} from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { groupOfPath, shownGroups, type MenuResource, type ShownGroup } from './nav-groups';

// The side menu in groups (nav-groups.ts). Each group's heading is a button that folds its
// entries (aria-expanded / aria-controls, reachable with Tab, opened with Enter or Space).
// On a wide screen every group starts open; on a phone only the group of the screen being
// shown does, so the drawer is a short list of headings rather than thirty links.

const SIDEBAR_WIDTH = 240;
const SIDEBAR_CLOSED_WIDTH = 55;

function useShownGroups(): ShownGroup[] {
  const definitions = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  const { permissions } = usePermissions<AdminPermissions>();
  return useMemo(() => {
    const resources: Record<string, MenuResource> = {};
    for (const [name, definition] of Object.entries(definitions)) {
      resources[name] = { hasList: definition.hasList === true, label: resourceLabel(name, 2) };
    }
    return shownGroups(permissions?.isECommerce === true, resources);
  }, [definitions, resourceLabel, permissions?.isECommerce]);
}

function GroupHeading({
  group,
  open,
  sidebarOpen,
  onToggle,
}: {
  group: ShownGroup;
  open: boolean;
  sidebarOpen: boolean;
  onToggle: () => void;
}) {
  const button = (
    <ListItemButton
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={`menu-group-${group.id}`}
      // Folded to its icons, the sidebar still names the group to assistive technology.
      aria-label={sidebarOpen ? undefined : group.label}
      sx={{ minHeight: 44, pl: 2, pr: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>{createElement(group.icon)}</ListItemIcon>
      {sidebarOpen ? (
        <ListItemText
          primary={group.label}
          slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.95rem' } } }}
        />
      ) : null}
      {sidebarOpen ? open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden /> : null}
    </ListItemButton>
  );
  return sidebarOpen ? (
    button
  ) : (
    <Tooltip title={group.label} placement="right">
      {button}
    </Tooltip>
  );
}

export function GroupedMenu() {
  const groups = useShownGroups();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const current = groupOfPath(groups, pathname);
  // The owner's own choices; a group not yet toggled follows the rule above.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (id: string) => toggled[id] ?? (!phone || id === current);

  return (
    <Box
      component="nav"
      aria-label="Menu de l’administration"
      data-testid="admin-menu"
      sx={{
        width: sidebarOpen ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
        maxWidth: '100vw',
        pb: 2,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      {groups.map((group) => {
        const open = isOpen(group.id);
        return (
          <Box key={group.id} data-menu-group={group.id}>
            <GroupHeading
              group={group}
              open={open}
              sidebarOpen={sidebarOpen}
              onToggle={() => setToggled((state) => ({ ...state, [group.id]: !open }))}
            />
            <Collapse in={open} timeout="auto" unmountOnExit>
              <MenuList
                id={`menu-group-${group.id}`}
                aria-label={group.label}
                dense
                disablePadding
                sx={{ pl: sidebarOpen ? 1.5 : 0 }}
              >
                {group.entries.map((entry) => (
                  <Menu.Item
                    key={entry.key}
                    to={entry.to}
                    primaryText={entry.label}
                    leftIcon={createElement(entry.icon)}
                    sx={{ minHeight: 40 }}
                  />
                ))}
              </MenuList>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}
