import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import type { GiftCardAdmin } from '../../../../src/schema/gift-cards/gift-card';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { GIFT_CARDS_PATH } from '../../apis/gift-cards';
import { euros, failure } from '../shop/responsive';
import { frenchDay, GIFT_CARD_KIND_LABELS } from './gift-card-labels';

// « Encaisser une carte », made for the owner's phone at the counter: the code typed (or read
// by the phone's camera from the card's QR code into the field), the card found, then an amount
// spent of it; a card for a named service or box is used whole. The server's guarded ledger
// row is what spends: two counters at once never take more than the balance.

const big = { minHeight: 48, fontSize: '1.05rem' };

export function GiftCardCounter() {
  const [code, setCode] = useState('');
  const [card, setCard] = useState<GiftCardAdmin | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    setCard(null);
    call(apiFetch, `${GIFT_CARDS_PATH}/find`, { method: 'POST', body: JSON.stringify({ code }) })
      .then(({ data }) => setCard(data as GiftCardAdmin))
      .catch((failed: unknown) => setError(failure(failed)))
      .finally(() => setBusy(false));
  };

  const spend = (event: FormEvent) => {
    event.preventDefault();
    if (!card) return;
    const whole = card.kind !== 'AMOUNT';
    const euroAmount = Number(amount.replace(',', '.'));
    setBusy(true);
    setError('');
    call(apiFetch, `${GIFT_CARDS_PATH}/spend`, {
      method: 'POST',
      body: JSON.stringify(whole ? { code } : { code, amount: euroAmount }),
    })
      .then(({ data }) => {
        const spent = data as { spent: number; balance: number; reference: string };
        setDone(
          `${euros(spent.spent)} encaissés sur la carte ${spent.reference}. Il reste ${euros(spent.balance)}.`,
        );
        setCard({ ...card, balance: spent.balance });
        setAmount('');
      })
      .catch((failed: unknown) => setError(failure(failed)))
      .finally(() => setBusy(false));
  };

  const usable = card !== null && card.status === 'ACTIVE' && !card.expired && card.balance > 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 560 }}>
      <Title title="Encaisser une carte cadeau" />
      <Typography variant="h5" component="h1" gutterBottom>
        Encaisser une carte cadeau
      </Typography>
      <Box component="form" onSubmit={find} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Code de la carte"
          helperText="Les 16 caractères imprimés sur la carte, avec ou sans tirets."
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { fontSize: '1.2rem' } },
          }}
          required
        />
        <Button type="submit" variant="contained" sx={big} disabled={busy || code.trim() === ''}>
          Trouver la carte
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {done}
        </Alert>
      ) : null}
      {card ? (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {card.label}
            </Typography>
            <Typography>
              {card.reference} · {GIFT_CARD_KIND_LABELS[card.kind]} · offerte à {card.recipient.name}
            </Typography>
            <Typography variant="h4" component="p">
              {euros(card.balance)}
            </Typography>
            <Typography>
              {card.expired
                ? `Expirée le ${frenchDay(card.validUntil)} : elle ne peut plus être dépensée.`
                : `Valable jusqu’au ${frenchDay(card.validUntil)}.`}
            </Typography>
            {card.status === 'CANCELLED' ? <Typography>Cette carte est annulée.</Typography> : null}
            {usable ? (
              <Stack component="form" onSubmit={spend} spacing={2} sx={{ mt: 1 }}>
                {card.kind === 'AMOUNT' ? (
                  <TextField
                    label="Montant à encaisser (€)"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                    slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: '1.2rem' } } }}
                    required
                  />
                ) : (
                  <Typography>Une carte pour « {card.label} » s’utilise en une fois, en entier.</Typography>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  color="success"
                  sx={big}
                  disabled={busy || (card.kind === 'AMOUNT' && amount.trim() === '')}
                >
                  {card.kind === 'AMOUNT' ? 'Encaisser' : `Encaisser « ${card.label} »`}
                </Button>
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
