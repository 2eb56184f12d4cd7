import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { call } from './data-provider';

// The welcome screen: who is signed in and what waits (unread messages).

export function Dashboard() {
  const { identity } = useGetIdentity();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    call((path, init) => fetch(path, init), '/admin/message?unread=true&nbItem=1')
      .then(({ data }) => setUnread((data as { unread: number }).unread))
      .catch(() => setUnread(null));
  }, []);
  return (
    <Card>
      <Title title="Tableau de bord" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          Bonjour{identity?.fullName ? ` ${identity.fullName}` : ''}
        </Typography>
        <Typography>
          {unread === null
            ? 'Chargement des messages…'
            : unread === 0
              ? 'Aucun message non lu.'
              : `${unread} message(s) non lu(s).`}
        </Typography>
      </CardContent>
    </Card>
  );
}
