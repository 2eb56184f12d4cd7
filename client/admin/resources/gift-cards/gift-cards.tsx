import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  DateInput,
  FunctionField,
  List,
  SelectInput,
  Show,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { GiftCardAdmin, GiftCardDetail } from '../../../../src/schema/gift-cards/gift-card';
import { PAYMENT_METHOD_LABELS } from '../../../../src/schema/orders/payment';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { GIFT_CARDS_PATH } from '../../apis/gift-cards';
import { listQuery } from '../../data-provider';
import { downloadFile } from '../../download';
import { euros, failure, ResponsiveGrid } from '../shop/responsive';
import {
  frenchDay,
  GIFT_CARD_KIND_LABELS,
  GIFT_CARD_STATUS_LABELS,
  LEDGER_KIND_LABELS,
} from './gift-card-labels';

// Gift cards: the list with its filters (status, kind, sale and validity dates), the totals of
// the cards filtered (sold, spent, still to spend: the liability), their CSV export; one card
// with its ledger, « Marquer payé » (which issues the code, shown this once) and « Annuler ».

const touch = { minHeight: 44 };
// A list row has no ledger; the card read alone has it.
type Card = GiftCardAdmin & { ledger?: GiftCardDetail['ledger'] };

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

// The date filters keep the API's own form (« gte:1796205600 », « lte:2027-12-02 »), so the
// data provider sends them as they are; the inputs show them as days.
const dayOf = (value: unknown): string => {
  const text = typeof value === 'string' ? value.replace(/^(gte|lte):/, '') : '';
  if (/^\d+$/.test(text)) return new Date(Number(text) * 1000).toISOString().slice(0, 10);
  return text.slice(0, 10);
};
const soldFrom = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? `gte:${Math.floor(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / 1000)}`
    : '';
const validBy = (value: unknown) =>
  typeof value === 'string' && value !== '' ? `lte:${value.slice(0, 10)}` : '';

const FILTERS = [
  <TextInput key="reference" source="reference" label="Référence" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="État"
    choices={choices(GIFT_CARD_STATUS_LABELS)}
    alwaysOn
  />,
  <SelectInput key="kind" source="kind" label="Type" choices={choices(GIFT_CARD_KIND_LABELS)} />,
  <DateInput key="createdAt" source="createdAt" label="Vendue depuis le" parse={soldFrom} format={dayOf} />,
  <DateInput
    key="validUntil"
    source="validUntil"
    label="Expire au plus tard le"
    parse={validBy}
    format={dayOf}
  />,
  <TextInput key="recipientEmail" source="recipientEmail" label="E-mail du destinataire" />,
];

function Totals() {
  const filterValues = useListContext().filterValues as Record<string, unknown>;
  const [totals, setTotals] = useState<{ sold: number; spent: number; outstanding: number } | null>(null);
  const key = JSON.stringify(filterValues);
  useEffect(() => {
    let live = true;
    const query = listQuery({ filter: filterValues });
    query.set('nbItem', '1');
    call(apiFetch, `${GIFT_CARDS_PATH}?${query.toString()}`)
      .then(({ data }) => {
        if (live) setTotals((data as { totals: typeof totals }).totals);
      })
      .catch(() => {
        if (live) setTotals(null);
      });
    return () => {
      live = false;
    };
  }, [key]);
  const figures: [string, number | undefined][] = [
    ['Vendu (cartes émises)', totals?.sold],
    ['Dépensé', totals?.spent],
    ['Reste à dépenser (passif)', totals?.outstanding],
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }} aria-label="Totaux">
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="h6" component="p">
              {value === undefined ? '…' : euros(value)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function ListActions() {
  const filterValues = useListContext().filterValues as Record<string, unknown>;
  const notify = useNotify();
  return (
    <TopToolbar>
      <Button
        sx={touch}
        onClick={() => {
          const query = listQuery({ filter: filterValues });
          downloadFile(`/api${GIFT_CARDS_PATH}/export?${query.toString()}`, 'cartes-cadeaux.csv')
            .then((name) => notify(`Fichier ${name} téléchargé.`, { type: 'success' }))
            .catch((error: unknown) => notify(failure(error), { type: 'error' }));
        }}
      >
        Exporter en CSV
      </Button>
    </TopToolbar>
  );
}

function GiftCardGrid() {
  return (
    <>
      <Totals />
      <ResponsiveGrid<Card>
        rowClick="show"
        primary={(card) => `${card.reference} – ${GIFT_CARD_STATUS_LABELS[card.status]}`}
        secondary={(card) => `${card.label} – solde ${euros(card.balance)}`}
        tertiary={(card) => card.recipient.name}
      >
        <TextField source="reference" label="Référence" />
        <FunctionField<Card> label="Carte" render={(card) => card.label} />
        <FunctionField<Card> label="État" render={(card) => <StatusChip card={card} />} />
        <FunctionField<Card> label="Destinataire" render={(card) => card.recipient.name} />
        <FunctionField<Card> label="Montant" render={(card) => euros(card.amount)} />
        <FunctionField<Card> label="Solde" render={(card) => euros(card.balance)} />
        <FunctionField<Card>
          label="Valable jusqu’au"
          sortBy="validUntil"
          render={(card) => frenchDay(card.validUntil)}
        />
      </ResponsiveGrid>
    </>
  );
}

function StatusChip({ card }: { card: Card }) {
  if (card.status === 'ACTIVE' && card.expired) return <Chip label="Expirée" size="small" />;
  return (
    <Chip
      label={GIFT_CARD_STATUS_LABELS[card.status]}
      size="small"
      color={card.status === 'ACTIVE' ? 'success' : card.status === 'PENDING_PAYMENT' ? 'warning' : 'default'}
    />
  );
}

export const GiftCardList = () => (
  <List
    title="Cartes cadeaux"
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    filters={FILTERS}
    actions={<ListActions />}
  >
    <GiftCardGrid />
  </List>
);

function MarkPaid({ card }: { card: Card }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [sentNow, setSentNow] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        sx={touch}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          call(apiFetch, `${GIFT_CARDS_PATH}/${card.id}/status`, {
            method: 'PUT',
            body: JSON.stringify({ status: 'PAID' }),
          })
            .then(({ data }) => {
              const issued = data as { code: string; sentAt: string | null };
              setSentNow(issued.sentAt !== null);
              setCode(issued.code);
            })
            .catch((error: unknown) => notify(failure(error), { type: 'error' }))
            .finally(() => setBusy(false));
        }}
      >
        Marquer payé
      </Button>
      <Dialog open={code !== null} aria-labelledby="gift-card-code-title">
        <DialogTitle id="gift-card-code-title">Carte émise</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            {sentNow
              ? 'Voici son code, affiché cette seule fois : la carte vient de partir par e-mail au destinataire, l’acheteur en reçoit une copie.'
              : `Voici son code, affiché cette seule fois : le destinataire le reçoit par e-mail le ${frenchDay(card.sendOn)}, l’acheteur en reçoit une copie.`}
          </Typography>
          <Typography
            component="p"
            sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: '0.05em', my: 2 }}
          >
            {code}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button
            sx={touch}
            onClick={() => {
              setCode(null);
              refresh();
            }}
          >
            J’ai noté le code
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function CancelCard({ card }: { card: Card }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" sx={touch} onClick={() => setOpen(true)}>
        Annuler la carte
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="gift-card-cancel-title">
        <DialogTitle id="gift-card-cancel-title">Annuler la carte {card.reference} ?</DialogTitle>
        <DialogContent>
          <Typography>
            {card.status === 'ACTIVE'
              ? `Son solde (${euros(card.balance)}) ne pourra plus être dépensé.`
              : 'Elle ne sera jamais émise.'}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button sx={touch} onClick={() => setOpen(false)}>
            Garder la carte
          </Button>
          <Button
            color="error"
            sx={touch}
            onClick={() => {
              call(apiFetch, `${GIFT_CARDS_PATH}/${card.id}/cancel`, { method: 'POST' })
                .then(() => notify('Carte annulée.', { type: 'success' }))
                .catch((error: unknown) => notify(failure(error), { type: 'error' }))
                .finally(() => {
                  setOpen(false);
                  refresh();
                });
            }}
          >
            Annuler la carte
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function CardDetail() {
  const card = useRecordContext<Card>();
  if (!card) return null;
  // A row of the list shows first, without its ledger, until the card itself is read.
  const ledger = card.ledger ?? [];
  const facts: [string, string][] = [
    ['Carte', card.label],
    ['Type', GIFT_CARD_KIND_LABELS[card.kind]],
    ['Montant', euros(card.amount)],
    ['Solde', euros(card.balance)],
    [
      'TVA à la vente',
      card.vat > 0 ? `${euros(card.vat)} (${card.vatRate} %)` : 'Aucune (carte pour un montant)',
    ],
    ['Acheteur', `${card.buyer.firstname} ${card.buyer.lastname} <${card.buyer.email}>`],
    ['Destinataire', `${card.recipient.name} <${card.recipient.email}>`],
    ['Envoi prévu le', frenchDay(card.sendOn)],
    ['Paiement', PAYMENT_METHOD_LABELS[card.paymentMethod]],
    ['Code', card.codeEnd ? `…${card.codeEnd}` : 'Émis au paiement'],
    ['Valable jusqu’au', card.validUntil ? frenchDay(card.validUntil) : '—'],
  ];
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {card.reference}
        </Typography>
        <StatusChip card={card} />
      </Stack>
      {card.expired ? (
        <Alert severity="info">
          Carte expirée le {frenchDay(card.validUntil)} : {euros(card.balance + card.expiredAmount)} n’ont pas
          été dépensés
          {card.expiredAmount > 0 ? ', retirés du reste à dépenser à son expiration' : ''}.
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {card.message ? <Typography sx={{ fontStyle: 'italic' }}>« {card.message} »</Typography> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {card.status === 'PENDING_PAYMENT' ? <MarkPaid card={card} /> : null}
        {card.status !== 'CANCELLED' ? <CancelCard card={card} /> : null}
      </Stack>
      <Typography variant="h6" component="h3">
        Mouvements
      </Typography>
      {ledger.length === 0 ? (
        <Typography>Aucun mouvement : la carte attend son paiement.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Mouvement</TableCell>
                <TableCell align="right">Montant</TableCell>
                <TableCell>Détail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ledger.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{new Date(entry.createdAt).toLocaleDateString('fr-FR')}</TableCell>
                  <TableCell>{LEDGER_KIND_LABELS[entry.kind] ?? entry.kind}</TableCell>
                  <TableCell align="right">{euros(entry.amount)}</TableCell>
                  <TableCell>
                    {[entry.orderId ? `Commande n° ${entry.orderId}` : '', entry.note]
                      .filter(Boolean)
                      .join(' – ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

export const GiftCardShow = () => (
  <Show title="Carte cadeau" actions={false}>
    <CardDetail />
  </Show>
);
