import { Button } from '@mui/material';
import { Link, usePermissions } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { isMultilingual } from './languages';
import { missingItemPath } from './missing-links';

// « Traduire » beside a part of an item that has no edit screen of its own (a declination, an
// element of a list), on a site with a second language: opens its « Traductions » panel.

export function TranslateLink({ entity, id, name }: { entity: string; id: number | string; name: string }) {
  const { permissions } = usePermissions<AdminPermissions>();
  if (!isMultilingual(permissions?.languages)) return null;
  return (
    <Button
      variant="outlined"
      component={Link}
      to={missingItemPath({ entity, id })}
      sx={{ minHeight: 44 }}
      aria-label={`Traduire « ${name} »`}
    >
      Traduire
    </Button>
  );
}
