import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { apiFetch } from '../../api-fetch';
import { call } from '../../api-call';

// The operator invites the site's owner by e-mail instead of choosing a password for
// them: the owner receives a link to choose it (valid 7 days, single use), then signs in.
// A plain form (not a react-admin one): it sits inside the site's edit form.

export function InviteOwner({ siteId }: { siteId: number }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await call(apiFetch, `/admin/platform/site/${siteId}/invitation`, {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      notify(message, { type: 'info' });
      setEmail('');
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'L’invitation n’a pas pu être envoyée.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box role="group" aria-labelledby="invite-owner-title" sx={{ mt: 2, maxWidth: 520 }}>
      <Typography id="invite-owner-title" component="h3" variant="subtitle1">
        Inviter le propriétaire par e-mail
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Adresse e-mail du propriétaire"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            // Enter would submit the site's own form around this one.
            if (event.key === 'Enter') {
              event.preventDefault();
              void send();
            }
          }}
          error={problem !== null}
          helperText={problem ?? 'Il reçoit un lien pour choisir son mot de passe, valable 7 jours.'}
          size="small"
          sx={{ flex: '1 1 240px' }}
        />
        <Button
          variant="outlined"
          disabled={busy || email.trim() === ''}
          onClick={() => void send()}
          sx={{ minHeight: 44 }}
        >
          Envoyer l’invitation
        </Button>
      </Box>
    </Box>
  );
}
