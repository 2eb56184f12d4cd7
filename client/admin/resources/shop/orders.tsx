import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  DateField,
  FunctionField,
  List,
  Show,
  TextField,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import {
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type OrderAddressSnapshot,
  type OrderDeliveryType,
  type OrderStatus,
  type OrderSummary,
} from '../../../../src/schema/orders/order';
import { PAYMENT_METHOD_LABELS } from '../../../../src/schema/orders/payment';
import { euros, failure, ResponsiveGrid } from './responsive';
import { downloadFile } from '../../download';

// Orders: a list by status (tabs), and one order with its lines, addresses, delivery, payment
// and history. The buttons offer only the statuses the server allows next (its status
// machine answers them in allowedNextStatuses); the server sends the buyer the status's
// e-mail. The invoice and the packing slip download as PDF files.

export const DELIVERY_TYPE_LABELS: Record<OrderDeliveryType, string> = {
  DELIVERY: 'Livraison à domicile',
  PICKUP: 'Point relais',
  CLICK_AND_COLLECT: 'Retrait sur place',
  NO_DELIVERY: 'Sans livraison',
};

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
const touch = { minHeight: 44 };

function StatusTabs() {
  const list = useListContext();
  const filters = list.filterValues as { status?: unknown };
  const current = typeof filters.status === 'string' ? filters.status : '';
  const setFilters = list.setFilters;
  return (
    <Tabs
      value={current}
      onChange={(_event, value: string) => setFilters(value ? { status: value } : {}, [])}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Statut des commandes"
    >
      <Tab value="" label="Toutes" sx={touch} />
      {STATUSES.map((status) => (
        <Tab key={status} value={status} label={ORDER_STATUS_LABELS[status]} sx={touch} />
      ))}
    </Tabs>
  );
}

type OrderRow = OrderSummary & { email: string };

export const OrderList = () => (
  <List title="Commandes" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} actions={false}>
    <StatusTabs />
    <ResponsiveGrid<OrderRow>
      rowClick="show"
      primary={(order) => `${order.reference} – ${order.statusLabel}`}
      secondary={(order) => `${order.email} – ${euros(order.total)}`}
      tertiary={(order) => new Date(order.createdAt).toLocaleDateString('fr-FR')}
    >
      <TextField source="reference" label="Référence" sortable={false} />
      <DateField source="createdAt" label="Passée le" showTime locales="fr-FR" />
      <TextField source="email" label="Client" sortable={false} />
      <TextField source="statusLabel" label="Statut" sortable={false} />
      <FunctionField<OrderRow>
        label="Livraison"
        render={(order) => DELIVERY_TYPE_LABELS[order.deliveryType]}
      />
      <FunctionField<OrderRow> label="Total" sortBy="total" render={(order) => euros(order.total)} />
    </ResponsiveGrid>
  </List>
);

/** Downloads one of the order's PDF files with the admin session; a refusal is notified. */
export const downloadOrderDocument = (orderId: number, document: 'invoice' | 'packing-slip') =>
  downloadFile(`/api/admin/order/${orderId}/${document}`, `${document}.pdf`);

function DocumentButton({ order, document }: { order: AdminOrder; document: 'invoice' | 'packing-slip' }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const label = document === 'invoice' ? 'Télécharger la facture' : 'Télécharger le bon de livraison';
  return (
    <Button
      variant="outlined"
      sx={touch}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadOrderDocument(order.id, document)
          .then((filename) => notify(`Fichier ${filename} téléchargé.`, { type: 'success' }))
          .catch((error: unknown) => notify(failure(error), { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Préparation…' : label}
    </Button>
  );
}

function StatusButtons({ order }: { order: AdminOrder }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [customerMessage, setCustomerMessage] = useState('');
  const [internalNote, setInternalNote] = useState('');

  if (order.allowedNextStatuses.length === 0) {
    return <Typography>Cette commande est terminée : son statut ne change plus.</Typography>;
  }
  const confirm = () => {
    if (!target) return;
    void update(
      'orders',
      { id: order.id, data: { status: target, customerMessage, internalNote }, previousData: order },
      {
        onSuccess: () => {
          notify(
            `Commande ${ORDER_STATUS_LABELS[target].toLowerCase()} : le client est prévenu par e-mail.`,
            {
              type: 'success',
            },
          );
          setTarget(null);
          setCustomerMessage('');
          setInternalNote('');
          refresh();
        },
        onError: (error) => {
          notify(failure(error), { type: 'error' });
          setTarget(null);
        },
      },
    );
  };
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order.allowedNextStatuses.map((status) => (
          <Button
            key={status}
            variant={status === 'CANCELLED' ? 'outlined' : 'contained'}
            color={status === 'CANCELLED' ? 'error' : 'primary'}
            sx={touch}
            disabled={isPending}
            onClick={() => setTarget(status)}
          >
            {status === 'CANCELLED' ? 'Annuler la commande' : `Passer à « ${ORDER_STATUS_LABELS[status]} »`}
          </Button>
        ))}
      </Stack>
      <Dialog open={target !== null} onClose={() => setTarget(null)} aria-labelledby="status-dialog-title">
        <DialogTitle id="status-dialog-title">
          {target ? `Passer la commande à « ${ORDER_STATUS_LABELS[target]} » ?` : ''}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Le client reçoit un e-mail. {target === 'CANCELLED' ? 'Le stock est remis en vente.' : ''}
          </Typography>
          <MuiTextField
            label="Message au client (facultatif, envoyé dans l’e-mail)"
            helperText="Par exemple le numéro de colis. Le client le lit aussi dans ses commandes."
            value={customerMessage}
            onChange={(event) => setCustomerMessage(event.target.value)}
            fullWidth
            multiline
            sx={{ mb: 2 }}
          />
          <MuiTextField
            label="Note interne (facultative, jamais envoyée au client)"
            helperText="Pour vous : par exemple « Virement reçu ». Visible seulement dans l’historique de la commande."
            value={internalNote}
            onChange={(event) => setInternalNote(event.target.value)}
            fullWidth
            multiline
          />
          {isPending ? <LinearProgress sx={{ mt: 2 }} aria-label="Enregistrement en cours" /> : null}
        </DialogContent>
        <DialogActions>
          <Button sx={touch} onClick={() => setTarget(null)}>
            Retour
          </Button>
          <Button sx={touch} variant="contained" disabled={isPending} onClick={confirm}>
            Confirmer
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const addressLines = (address: OrderAddressSnapshot | null) =>
  address
    ? [
        `${address.firstname} ${address.lastname}`,
        address.address,
        address.addressPart2,
        `${address.postalCode} ${address.city}`,
      ].filter((line) => line.trim() !== '')
    : [];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ my: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function deliveryDescription(order: AdminOrder): string {
  const base = DELIVERY_TYPE_LABELS[order.deliveryType];
  const carrier = order.carrier ? ` (${order.carrier.name})` : '';
  const point = order.accessPoint
    ? ` : ${order.accessPoint.name}, ${order.accessPoint.addLine1}, ${order.accessPoint.zipCode} ${order.accessPoint.city}`
    : '';
  const collect = order.collect ? ` : ${order.collect.label}` : '';
  return `${base}${carrier}${point}${collect}`;
}

function OrderDetail() {
  const order = useRecordContext<AdminOrder>();
  // Coming from the list, react-admin first shows the list's summary of the order: wait for
  // the whole order (lines, addresses, history) before drawing it.
  if (!order || !Array.isArray(order.lines) || !Array.isArray(order.history)) {
    return <LinearProgress aria-label="Chargement de la commande" sx={{ m: 2 }} />;
  }
  const amounts: [string, number][] = [
    ['Produits', order.subtotal],
    ['Livraison', order.shipping],
    ...(order.discount > 0
      ? ([[`Remise${order.discountCode ? ` (${order.discountCode})` : ''}`, -order.discount]] as [
          string,
          number,
        ][])
      : []),
    ['Total TTC', order.total],
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Commande {order.reference}
        </Typography>
        <Chip label={order.statusLabel} color="primary" data-testid="order-status" />
      </Stack>
      <Typography sx={{ mt: 1 }}>
        Passée le {new Date(order.createdAt).toLocaleString('fr-FR')} par {order.email} – {order.phone}
      </Typography>
      {order.message ? <Typography sx={{ mt: 1 }}>Message du client : « {order.message} »</Typography> : null}

      <Section title="Statut">
        <StatusButtons order={order} />
      </Section>
      <Section title="Documents">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <DocumentButton order={order} document="packing-slip" />
          {order.invoiceNumber ? <DocumentButton order={order} document="invoice" /> : null}
        </Stack>
        {order.invoiceNumber ? null : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            La facture existera dès que le paiement sera enregistré.
          </Typography>
        )}
      </Section>
      <Divider />
      <Section title="Articles">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.lines.map((line) => (
            <Box component="li" key={line.declinationId} sx={{ py: 0.5 }}>
              <strong>{line.quantity} ×</strong> {line.label} – {euros(line.unitPrice)} l’unité,{' '}
              {euros(line.lineTotal)}
            </Box>
          ))}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'start',
            columnGap: 2,
            mt: 1,
          }}
        >
          {amounts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt">{label}</Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {euros(value)}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title="Livraison">
        <Typography data-testid="order-delivery">{deliveryDescription(order)}</Typography>
        {order.collect?.placeAddress ? <Typography>{order.collect.placeAddress}</Typography> : null}
        {order.address.delivery ? (
          <Typography component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
            {addressLines(order.address.delivery).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </Typography>
        ) : null}
      </Section>
      <Section title="Facturation et paiement">
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {addressLines(order.address.billing).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Paiement : {order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : 'non choisi'}
          {order.paidAt ? `, reçu le ${new Date(order.paidAt).toLocaleString('fr-FR')}` : ', non reçu'}
          {order.invoiceNumber ? ` – facture ${order.invoiceNumber}` : ''}
        </Typography>
      </Section>
      <Section title="Historique">
        <Box component="ol" sx={{ pl: 2, m: 0 }}>
          {order.history.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              {new Date(entry.at).toLocaleString('fr-FR')} : {ORDER_STATUS_LABELS[entry.to]}
              {entry.customerMessage ? ` – message au client : « ${entry.customerMessage} »` : ''}
              {entry.note ? ` – note interne : ${entry.note}` : ''}
            </li>
          ))}
        </Box>
      </Section>
    </Box>
  );
}

export const OrderShow = () => (
  <Show title="Commande" actions={false}>
    <OrderDetail />
  </Show>
);
