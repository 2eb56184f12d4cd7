import { Alert, Box, Button, CircularProgress, Paper, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { afterSignIn } from '../admin-paths';
import { readSession, signIn, type AdminSession } from '../admin-session';
import { HostFrame } from './HostFrame';

// The admin host's sign-in page: e-mail and password, posted to
// POST /api/admin/session, which sets the host-only admin cookie. The server's French message
// (wrong password, throttled…) is shown above the form and read out (role=alert); per-field
// errors land under their field. Afterwards: back to the remembered place, else straight into
// the only site, else the chooser. An already signed-in visit goes there at once.

interface FieldErrors {
  email?: string;
  password?: string;
}

const destination = (session: AdminSession) =>
  afterSignIn(
    new URLSearchParams(window.location.search).get('redirect'),
    session.sites.map((site) => site.id),
    session.account.operator,
  );

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  useEffect(() => {
    void readSession()
      .then((session) => {
        if (session) window.location.replace(destination(session));
      })
      .catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    setFieldErrors({});
    try {
      const session = await signIn(email.trim(), password);
      window.location.assign(destination(session));
    } catch (error) {
      const body = (error as { body?: { errors?: FieldErrors } }).body;
      setFieldErrors(body?.errors ?? {});
      setMessage(error instanceof Error ? error.message : 'La connexion a échoué.');
      setPending(false);
    }
  };

  return (
    <HostFrame title="Connexion à l’administration">
      <Paper component="section" aria-label="Connexion" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
          {message ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {message}
            </Alert>
          ) : null}
          <TextField
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            fullWidth
            autoFocus
            margin="normal"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
          />
          <TextField
            label="Mot de passe"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            margin="normal"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={pending}
            startIcon={
              pending ? <CircularProgress size={16} color="inherit" aria-label="Connexion en cours" /> : null
            }
            sx={{ mt: 2, minHeight: 48 }}
          >
            Se connecter
          </Button>
        </Box>
      </Paper>
    </HostFrame>
  );
}
