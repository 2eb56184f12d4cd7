import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import type { SenderDomain } from '../../../../src/schema/site/sender-domain';
import { apiFetch } from '../../api-fetch';
import { call } from '../../api-call';

// The site's sender domain: the DNS records the owner adds to the domain of the site's sender
// address (SPF, DKIM, DMARC), whether each was found, and the check. Until all three are found
// the platform sends from its own address, with the site's as « Répondre à ».

export const SENDER_DOMAIN_PATH = '/sender-domain';

const KIND_HELP = {
  SPF: 'autorise le service d’envoi à expédier pour votre domaine',
  DKIM: 'signe vos e-mails (la clé reste chez la plateforme)',
  DMARC: 'dit aux messageries quoi faire d’un e-mail qui n’est pas signé',
} as const;

export function SenderDomainScreen() {
  const notify = useNotify();
  const [view, setView] = useState<SenderDomain | null>(null);
  const [checking, setChecking] = useState(false);

  const load = useCallback(async () => {
    const { data } = await call(apiFetch, '/admin/sender-domain');
    setView(data as SenderDomain);
  }, []);
  useEffect(() => {
    load().catch((error: unknown) =>
      notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    );
  }, [load, notify]);

  const check = async () => {
    setChecking(true);
    try {
      const { data, message } = await call(apiFetch, '/admin/sender-domain/check', { method: 'POST' });
      setView(data as SenderDomain);
      notify(message, { type: (data as SenderDomain).verified ? 'success' : 'warning' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'La vérification a échoué.', { type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card>
      <Title title="Domaine d’expédition" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          Domaine d’expédition des e-mails
        </Typography>
        {!view ? (
          <LinearProgress aria-label="Chargement" />
        ) : !view.domain ? (
          <Alert severity="info">
            Renseignez l’adresse d’expédition du site dans les paramètres (« Adresse d’expédition des e-mails
            ») : les enregistrements à ajouter à son domaine s’afficheront ici.
          </Alert>
        ) : (
          <>
            <Alert severity={view.verified ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {view.verified
                ? `Domaine vérifié : vos e-mails partent de ${view.sendsFrom}.`
                : `Domaine non vérifié : vos e-mails partent de ${view.sendsFrom}, et les réponses vont à ${view.replyTo ?? 'votre adresse'}.`}
            </Alert>
            <Typography gutterBottom>
              Ajoutez ces enregistrements dans la zone DNS de <strong>{view.domain}</strong> (chez votre
              bureau d’enregistrement), puis lancez la vérification. La propagation peut prendre jusqu’à
              quelques heures.
            </Typography>
            <Table size="small" aria-label={`Enregistrements DNS de ${view.domain}`}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Rôle
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Type
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Nom
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Valeur
                  </TableCell>
                  <TableCell component="th" scope="col">
                    État
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {view.records.map((record) => (
                  <TableRow key={record.kind}>
                    <TableCell>
                      <strong>{record.kind}</strong>
                      <Typography variant="body2" color="text.secondary">
                        {KIND_HELP[record.kind]}
                      </Typography>
                    </TableCell>
                    <TableCell>{record.type}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
                      {record.name}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
                      {record.value}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={record.found ? 'success' : 'default'}
                        label={record.found ? 'Trouvé' : view.checkedAt ? 'Absent' : 'Non vérifié'}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mt: 2 }}>
              {view.checkedAt
                ? `Dernière vérification : ${new Date(view.checkedAt).toLocaleString('fr-FR')}.`
                : 'Jamais vérifié.'}
            </Typography>
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              onClick={() => void check()}
              disabled={checking || !view.resolverConfigured}
            >
              {checking ? 'Vérification…' : 'Vérifier maintenant'}
            </Button>
            {!view.resolverConfigured && (
              <Alert severity="info" sx={{ mt: 2 }}>
                La vérification DNS n’est pas configurée sur cette plateforme (DNS_OVER_HTTPS_URL).
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
