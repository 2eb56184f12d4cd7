import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { sitePanelPath } from '../admin-paths';
import { createBlankSite } from '../admin-session';

// The operator's blank site, from the chooser: a name, the development host it
// answers on at once, optionally the production host (its custom hostname is created and waits
// for the customer's DNS). On an empty platform it is the only way in, open under « Créer le
// premier site »; with sites it sits behind a button. Afterwards: into the new site's panel.

interface FieldErrors {
  name?: string;
  devHost?: string;
  productionHost?: string;
}

export function BlankSiteForm({ first }: { first: boolean }) {
  const [open, setOpen] = useState(first);
  const [name, setName] = useState('');
  const [devHost, setDevHost] = useState('');
  const [productionHost, setProductionHost] = useState('');
  const [isBuilding, setIsBuilding] = useState(true);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const title = first ? 'Créer le premier site' : 'Créer un site vide';

  if (!open) {
    return (
      <Button variant="outlined" sx={{ minHeight: 44, mb: 2 }} onClick={() => setOpen(true)}>
        {title}
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    setFieldErrors({});
    try {
      const id = await createBlankSite({
        name: name.trim(),
        devHost: devHost.trim(),
        ...(productionHost.trim() ? { productionHost: productionHost.trim() } : {}),
        isBuilding,
      });
      window.location.assign(sitePanelPath(id));
    } catch (error) {
      const body = (error as { body?: { errors?: FieldErrors } }).body;
      setFieldErrors(body?.errors ?? {});
      setMessage(error instanceof Error ? error.message : 'La création du site a échoué.');
      setPending(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="blank-site-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="blank-site-title" component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Le site reçoit les pays, villes et langues de la plateforme, les réglages par défaut et une page
        d’accueil.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        {message ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message}
          </Alert>
        ) : null}
        <TextField
          label="Nom du site"
          name="name"
          required
          fullWidth
          margin="normal"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(fieldErrors.name)}
          helperText={fieldErrors.name}
        />
        <TextField
          label="Hôte de développement"
          name="devHost"
          required
          fullWidth
          margin="normal"
          placeholder="client.plateforme-exemple.fr"
          value={devHost}
          onChange={(event) => setDevHost(event.target.value)}
          error={Boolean(fieldErrors.devHost)}
          helperText={fieldErrors.devHost ?? 'Répond tout de suite, sans « http:// » ni port.'}
        />
        <TextField
          label="Hôte de production (facultatif)"
          name="productionHost"
          fullWidth
          margin="normal"
          placeholder="www.client-exemple.fr"
          value={productionHost}
          onChange={(event) => setProductionHost(event.target.value)}
          error={Boolean(fieldErrors.productionHost)}
          helperText={
            fieldErrors.productionHost ?? 'Répond une fois son certificat actif (voir « Domaines »).'
          }
        />
        <FormControlLabel
          control={
            <Checkbox checked={isBuilding} onChange={(event) => setIsBuilding(event.target.checked)} />
          }
          label="En construction (les visiteurs voient « site en construction »)"
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={
              pending ? <CircularProgress size={16} color="inherit" aria-label="Création en cours" /> : null
            }
            sx={{ mt: 1, minHeight: 48 }}
          >
            Créer le site
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
