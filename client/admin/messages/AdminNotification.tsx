import { useMediaQuery, type Theme } from '@mui/material';
import { Notification } from 'react-admin';

// The panel's notices. On a phone they show at the top of the screen: at the bottom they lay
// over the forms' fixed « Enregistrer » bar for their four seconds (longer while a finger or
// pointer rests on them), so a second save had to wait for the notice to go.

const TOP = { vertical: 'top', horizontal: 'center' } as const;
const BOTTOM = { vertical: 'bottom', horizontal: 'center' } as const;

export function AdminNotification() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <Notification anchorOrigin={phone ? TOP : BOTTOM} />;
}
