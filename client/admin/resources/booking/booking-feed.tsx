import { Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { failure } from '../shop/responsive';

// The private calendar feed: a secret .ics address to add to Google Calendar or Apple Calendar.
// Only its hash is kept, so the address is shown when it is made; a new one revokes the old.

interface FeedState {
  active: boolean;
  createdAt: string | null;
}

export function BookingFeedScreen() {
  const notify = useNotify();
  const state = useQuery({
    queryKey: ['booking', 'feed'],
    queryFn: async () => (await call(apiFetch, '/admin/booking/feed')).data as FeedState,
  });
  const [url, setUrl] = useState<string | null>(null);
  const create = async () => {
    try {
      const { data } = await call(apiFetch, '/admin/booking/feed', { method: 'POST' });
      setUrl((data as { url: string }).url);
      void state.refetch();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  const revoke = async () => {
    try {
      await call(apiFetch, '/admin/booking/feed', { method: 'DELETE' });
      setUrl(null);
      notify('Calendrier révoqué : l’adresse ne fonctionne plus.', { type: 'success' });
      void state.refetch();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify('Adresse copiée.', { type: 'success' });
    } catch {
      notify('Copie impossible : sélectionnez l’adresse et copiez-la.', { type: 'warning' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Calendrier privé" />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Voir l’agenda sur votre téléphone
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Ajoutez cette adresse secrète dans Google Agenda (« Autres agendas » → « À partir de l’URL ») ou
          dans Calendrier sur iPhone (Réglages → Calendrier → Comptes → « Ajouter un calendrier avec
          abonnement »). Vos rendez-vous et votre temps bloqué y apparaissent, mis à jour par l’application de
          calendrier. Ne la partagez pas : elle donne les coordonnées de vos clients.
        </Typography>
        {state.isPending ? <LinearProgress aria-label="Chargement du calendrier" /> : null}
        {state.data ? (
          <Typography sx={{ mb: 2 }}>
            {state.data.active
              ? `Une adresse est active depuis le ${new Date(`${state.data.createdAt?.replace(' ', 'T') ?? ''}Z`).toLocaleDateString('fr-FR')}.`
              : 'Aucune adresse active.'}
          </Typography>
        ) : null}
        {url ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <TextField
              label="Adresse du calendrier"
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Typography variant="body2" color="text.secondary">
              Copiez-la maintenant : elle ne sera plus affichée.
            </Typography>
            <Box>
              <Button variant="outlined" onClick={() => void copy()}>
                Copier l’adresse
              </Button>
            </Box>
          </Stack>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void create()}>
            {state.data?.active ? 'Nouvelle adresse (révoque l’ancienne)' : 'Créer l’adresse'}
          </Button>
          {state.data?.active ? (
            <Button color="error" onClick={() => void revoke()}>
              Révoquer
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
