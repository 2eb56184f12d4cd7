import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import type { HealthReport } from '../../../../src/domain/site/platform-health';
import { apiFetch } from '../../api-fetch';
import { call } from '../../api-call';

// The operators' platform health screen: GET /api/admin/platform/health, as a table of checks
// with the problems named (docs/operations.md « Health and alerts »), refreshed every minute.

export const PLATFORM_HEALTH_PATH = '/platform/health';
const REFRESH_MS = 60_000;

const yesNo = (value: boolean) => (value ? 'répond' : 'NE RÉPOND PAS');
const percent = (ratio: number) => `${(ratio * 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
const mebibytes = (bytes: number) =>
  `${(bytes / 1_048_576).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mio`;

export function PlatformHealthScreen() {
  const notify = useNotify();
  const [report, setReport] = useState<HealthReport | null>(null);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await call(apiFetch, '/admin/platform/health');
      setReport(data as HealthReport);
      setLoadedAt(new Date());
    } catch (error) {
      notify(error instanceof Error ? error.message : 'La santé de la plateforme est illisible.', {
        type: 'error',
      });
    }
  }, [notify]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const checks = report?.checks;
  const rows: [string, string][] = checks
    ? [
        ['Base de données (D1)', yesNo(checks.d1)],
        ['Cache (KV)', yesNo(checks.kv)],
        ['Fichiers (R2)', yesNo(checks.r2)],
        [
          'E-mails en attente',
          `${checks.queue.pendingEmails} (le plus ancien : ${checks.queue.oldestPendingMinutes ?? 0} min), ${checks.queue.failedEmailsLastDay} en échec sur 24 h`,
        ],
        [
          'Dernier passage du cron',
          checks.cron.lastRunAt
            ? `il y a ${checks.cron.minutesAgo} min${checks.cron.ok ? '' : ` — étapes en échec : ${checks.cron.failures.join(', ')}`}`
            : 'aucun',
        ],
        [
          'Domaines clients',
          `${checks.hostnames.pending} en attente (le plus ancien : ${checks.hostnames.oldestPendingHours ?? 0} h), ${checks.hostnames.failed} en échec`,
        ],
        [
          'Taille de la base',
          checks.database.bytes === null
            ? 'inconnue'
            : `${mebibytes(checks.database.bytes)}, ${percent(checks.database.usedRatio ?? 0)} de la limite`,
        ],
        [
          'Réponses en erreur (5xx)',
          `${checks.serverErrors.thisHour} depuis le début de l’heure, ${checks.serverErrors.lastDay} sur 24 h`,
        ],
        ...checks.serverErrors.byRoute.map((entry): [string, string] => [
          `— ${entry.route}${entry.host === 'admin' ? ' (hôte admin)' : ''}`,
          `${entry.thisHour} cette heure-ci, ${entry.lastDay} sur 24 h`,
        ]),
      ]
    : [];

  return (
    <Card>
      <Title title="Santé de la plateforme" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          Santé de la plateforme
        </Typography>
        {!report ? (
          <LinearProgress aria-label="Chargement" />
        ) : (
          <>
            <Alert
              severity={report.status === 'ok' ? 'success' : report.status === 'down' ? 'error' : 'warning'}
              sx={{ mb: 2 }}
            >
              {report.status === 'ok' ? 'Tout va bien.' : report.problems.join(' ')}
            </Alert>
            <Table size="small" aria-label="Vérifications">
              <TableBody>
                {rows.map(([name, value]) => (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row">
                      {name}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mt: 2 }}>
              {loadedAt ? `Lu à ${loadedAt.toLocaleTimeString('fr-FR')}, relu chaque minute.` : ''}
            </Typography>
            <Button variant="outlined" sx={{ mt: 1 }} onClick={() => void load()}>
              Relire maintenant
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
