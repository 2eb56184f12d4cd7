import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { ShopDeclination, ShopProduct } from '../../../../src/schema/catalogue/product';
import type { StockAdjustment, StockHistory } from '../../../../src/schema/catalogue/product-admin';
import { declinationToInput } from '../../apis/shop';
import { call } from '../../api-call';
import { DeclinationInputs } from './declination-inputs';
import { euros, failure } from './responsive';
import { apiFetch } from '../../api-fetch';

// A product's declinations, under its form: each with its price and stock, and the actions the
// owner takes on one: adjust the stock (a reason is required and kept in the history), edit
// the price and variations, delete it; and add a new one. Every call goes to the declination's
// own endpoint and ends with a notification; the product is read again afterwards.

const touch = { minHeight: 44 };
// Save only: the default toolbar would offer to delete the product the dialog sits in.
const saveOnly = (
  <Toolbar>
    <SaveButton label="Enregistrer" alwaysEnable />
  </Toolbar>
);

type Mode = { kind: 'stock' | 'edit' | 'delete'; declination: ShopDeclination } | { kind: 'add' } | null;

/** When, who and, for a sale or a cancellation, which order. */
function historyDetail(entry: StockAdjustment): string {
  const who = entry.user ? `${entry.user.firstname} ${entry.user.lastname}` : 'la boutique';
  const order = entry.order ? ` – commande ${entry.order.reference}` : '';
  return `${new Date(entry.createdAt).toLocaleString('fr-FR')} – ${who}${order}`;
}

function StockDialog({ declination, onClose }: { declination: ShopDeclination; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const historyKey = ['shop', 'stock', declination.id];
  const history = useQuery({
    queryKey: historyKey,
    queryFn: async () =>
      (await call(apiFetch, `/admin/product/declination/${declination.id}/stock?nbItem=20`))
        .data as StockHistory,
  });

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const { data } = await call(apiFetch, `/admin/product/declination/${declination.id}/stock`, {
        method: 'POST',
        body: JSON.stringify({ delta: Number(values.delta), reason: values.reason }),
      });
      const after = (data as StockHistory).quantity;
      queryClient.setQueryData(historyKey, data);
      notify(`Stock ajusté : ${after} en stock.`, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stock-dialog-title">
      <DialogTitle id="stock-dialog-title">Ajuster le stock – {declination.label}</DialogTitle>
      <DialogContent>
        <Typography>
          Stock actuel :{' '}
          <strong data-testid="stock-now">{history.data?.quantity ?? declination.quantity}</strong>
        </Typography>
        <SimpleForm
          onSubmit={(values: Record<string, unknown>) => void submit(values)}
          disabled={saving}
          sx={{ px: 0 }}
          toolbar={saveOnly}
        >
          <NumberInput
            source="delta"
            label="Variation (+ entrée, − sortie)"
            step={1}
            validate={required('Indiquez la variation de stock.')}
            helperText="Par exemple 12 pour une entrée de 12 bouteilles, -3 pour une casse."
          />
          <TextInput
            source="reason"
            label="Raison"
            fullWidth
            validate={required('Donnez la raison de cet ajustement.')}
          />
        </SimpleForm>
        {saving ? <LinearProgress aria-label="Enregistrement en cours" /> : null}
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Historique
        </Typography>
        {history.isPending ? <LinearProgress aria-label="Chargement de l’historique" /> : null}
        {history.isError ? <Typography color="error">{failure(history.error)}</Typography> : null}
        {history.data && history.data.adjustments.length === 0 ? (
          <Typography>Aucun mouvement de stock enregistré.</Typography>
        ) : null}
        {/* Every change: sales and cancellations of orders as well as the adjustments. */}
        <MuiList dense aria-label="Historique des ajustements de stock">
          {(history.data?.adjustments ?? []).map((entry) => (
            <ListItem key={entry.id} disableGutters data-kind={entry.kind}>
              <ListItemText
                primary={`${entry.kindLabel} ${entry.delta > 0 ? '+' : ''}${entry.delta} → ${entry.quantityAfter} : ${entry.reason}`}
                secondary={historyDetail(entry)}
              />
            </ListItem>
          ))}
        </MuiList>
        <Button onClick={onClose} sx={touch}>
          Fermer
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function DeclinationDialog({
  product,
  declination,
  onClose,
}: {
  product: ShopProduct;
  declination: ShopDeclination | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const isBox = product.type.type === 'BOX';

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const path = declination
        ? `/admin/product/declination/${declination.id}`
        : `/admin/product/${product.id}/declination`;
      await call(apiFetch, path, {
        method: declination ? 'PUT' : 'POST',
        body: JSON.stringify(declinationToInput(values, declination === null)),
      });
      notify(declination ? 'Déclinaison enregistrée.' : 'Déclinaison ajoutée.', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="declination-dialog-title">
      <DialogTitle id="declination-dialog-title">
        {declination ? `Modifier – ${declination.label}` : 'Nouvelle déclinaison'}
      </DialogTitle>
      <DialogContent>
        <SimpleForm
          record={declination ?? { sellByMultipleOf: 1, quantity: 0 }}
          onSubmit={(values: Record<string, unknown>) => void submit(values)}
          disabled={saving}
          sx={{ px: 0 }}
          toolbar={saveOnly}
        >
          <DeclinationInputs isBox={isBox} withStock={declination === null} />
        </SimpleForm>
        {saving ? <LinearProgress aria-label="Enregistrement en cours" /> : null}
        <Button onClick={onClose} sx={touch}>
          Annuler
        </Button>
      </DialogContent>
    </Dialog>
  );
}

export function DeclinationsPanel() {
  const product = useRecordContext<ShopProduct>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [mode, setMode] = useState<Mode>(null);
  if (!product) return null;
  const isBox = product.type.type === 'BOX';
  const close = () => setMode(null);

  const remove = async (declination: ShopDeclination) => {
    try {
      await call(apiFetch, `/admin/product/declination/${declination.id}`, { method: 'DELETE' });
      notify('Déclinaison supprimée.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      close();
    }
  };

  return (
    <Box component="section" aria-labelledby="declinations-title" sx={{ p: 2 }}>
      <Typography id="declinations-title" variant="h6" component="h2">
        {isBox ? 'Prix et stock du coffret' : 'Déclinaisons, prix et stock'}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {product.declination.map((declination) => (
          <Paper
            key={declination.id}
            variant="outlined"
            sx={{ p: 1.5 }}
            data-testid={`declination-${declination.id}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{declination.label}</Typography>
            <Typography variant="body2">
              {euros(declination.priceWithDiscount)}
              {declination.discount ? ` (au lieu de ${euros(declination.price)})` : ''} – Stock :{' '}
              <strong data-testid="declination-stock">{declination.quantity}</strong>
              {declination.variations.length > 0 ? ` – ${declination.variations.join(', ')}` : ''}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button variant="contained" sx={touch} onClick={() => setMode({ kind: 'stock', declination })}>
                Ajuster le stock
              </Button>
              <Button variant="outlined" sx={touch} onClick={() => setMode({ kind: 'edit', declination })}>
                Modifier
              </Button>
              {!isBox && product.declination.length > 1 ? (
                <Button color="error" sx={touch} onClick={() => setMode({ kind: 'delete', declination })}>
                  Supprimer
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {isBox ? null : (
        <Button variant="outlined" sx={{ ...touch, mt: 2 }} onClick={() => setMode({ kind: 'add' })}>
          Ajouter une déclinaison
        </Button>
      )}
      {mode?.kind === 'stock' ? <StockDialog declination={mode.declination} onClose={close} /> : null}
      {mode?.kind === 'edit' ? (
        <DeclinationDialog product={product} declination={mode.declination} onClose={close} />
      ) : null}
      {mode?.kind === 'add' ? (
        <DeclinationDialog product={product} declination={null} onClose={close} />
      ) : null}
      <Confirm
        isOpen={mode?.kind === 'delete'}
        title="Supprimer la déclinaison ?"
        content={mode?.kind === 'delete' ? `« ${mode.declination.label} » sera supprimée.` : ''}
        confirm="Supprimer"
        cancel="Annuler"
        onConfirm={() => {
          if (mode?.kind === 'delete') void remove(mode.declination);
        }}
        onClose={close}
      />
    </Box>
  );
}
