import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Title, Toolbar, useNotify } from 'react-admin';
import type { StripeSettings } from '../../../../src/schema/orders/payment';
import { call } from '../../api-call';
import { failure } from './responsive';
import { STRIPE_KEY_FIELDS as KEYS, stripeWrite } from './stripe-write';
import { apiFetch } from '../../api-fetch';

// The site's own Stripe keys: GET /admin/payment/stripe says which are stored (never
// their value) and the webhook URL to declare in Stripe; the form sends PUT with only what the
// owner typed ('' keeps a key) and null for a key ticked « Supprimer ».

const QUERY_KEY = ['shop', 'stripe-settings'];

const SOURCE_TEXT: Record<StripeSettings['source'], string> = {
  SITE: 'Le paiement par carte utilise les clés Stripe de ce site.',
  PLATFORM: 'Ce site n’a pas de clés : le paiement par carte utilise celles de la plateforme, si elle en a.',
  NONE: 'Le paiement par carte n’est pas proposé : enregistrez les trois clés.',
};

function stateOf(settings: StripeSettings, key: (typeof KEYS)[number]): string {
  if (!settings[key.set]) return 'non enregistrée';
  if (key.name === 'publishableKey' && settings.publishableKeyLast4)
    return `enregistrée (…${settings.publishableKeyLast4})`;
  return 'enregistrée';
}

export function StripeSettingsScreen() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await call(apiFetch, '/admin/payment/stripe')).data as StripeSettings,
  });
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const { data } = await call(apiFetch, '/admin/payment/stripe', {
        method: 'PUT',
        body: JSON.stringify(stripeWrite(values)),
      });
      queryClient.setQueryData(QUERY_KEY, data);
      notify('Clés Stripe enregistrées.', { type: 'success' });
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  if (settings.isPending) return <LinearProgress aria-label="Chargement des clés Stripe" />;
  if (settings.isError) return <Typography color="error">{failure(settings.error)}</Typography>;
  const current = settings.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Paiement par carte (Stripe)" />
      <CardContent>
        <Typography variant="h6" component="h2">
          Paiement par carte (Stripe)
        </Typography>
        <Typography sx={{ mt: 1 }}>{SOURCE_TEXT[current.source]}</Typography>
        <Box component="section" aria-labelledby="stripe-webhook-title" sx={{ mt: 2 }}>
          <Typography id="stripe-webhook-title" variant="subtitle1" component="h3">
            Webhook à déclarer dans Stripe
          </Typography>
          <Typography>
            Dans le tableau de bord Stripe (Développeurs → Webhooks), ajoutez un point de terminaison à
            l’adresse ci-dessous, avec les événements payment_intent.succeeded, payment_intent.payment_failed
            et payment_intent.canceled, puis copiez son secret de signature (whsec_…) ici.
          </Typography>
          <Typography component="code" sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}>
            {current.webhookUrl}
          </Typography>
        </Box>
        <SimpleForm
          record={{ id: 'stripe-settings' }}
          onSubmit={(values: Record<string, unknown>) => void save(values)}
          disabled={saving}
          toolbar={
            <Toolbar>
              <SaveButton label="Enregistrer les clés" alwaysEnable />
            </Toolbar>
          }
        >
          <Typography variant="body2">
            Les clés sont chiffrées et ne sont jamais réaffichées : laissez un champ vide pour garder la clé
            enregistrée.
          </Typography>
          {KEYS.map((key) => (
            <Box key={key.name} sx={{ width: '100%' }}>
              <TextInput
                source={key.name}
                label={key.label}
                type="password"
                autoComplete="off"
                helperText={`Actuellement : ${stateOf(current, key)}`}
                fullWidth
              />
              {current[key.set] ? <BooleanInput source={key.remove} label="Supprimer cette clé" /> : null}
            </Box>
          ))}
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
