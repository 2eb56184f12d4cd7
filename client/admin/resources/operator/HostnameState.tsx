import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { HOSTNAME_STATUS_LABELS, type DnsRecord } from '../../../../src/schema/site/custom-hostname';
import type { Host as ApiHost } from '../../../../src/schema/site/platform';
import { apiFetch } from '../../api-fetch';
import { call } from '../../api-call';
import { sslLabel } from './ssl-status';

// A production host's custom hostname on the « Domaines » screen: « en attente »
// until Cloudflare has validated the domain and issued its certificate, the DNS records the
// customer must create, and a button to ask Cloudflare again now (the Cron Trigger does it
// every 15 minutes anyway).

type Host = ApiHost & { id: string };

const PURPOSES: Record<DnsRecord['purpose'], string> = {
  routing: 'fait venir les visiteurs sur la plateforme',
  ownership: 'prouve que le domaine est au client',
  certificate: 'valide le certificat',
};

export function HostnameStatusChip({ host }: { host: Host }) {
  const color = host.status === 'active' ? 'success' : host.status === 'failed' ? 'error' : 'warning';
  return <Chip size="small" color={color} label={HOSTNAME_STATUS_LABELS[host.status]} />;
}

function RefreshButton({ host }: { host: Host }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const { message } = await call(
        apiFetch,
        `/admin/platform/domain/${encodeURIComponent(host.host)}/refresh`,
        {
          method: 'POST',
          body: '{}',
        },
      );
      notify(message, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'La vérification a échoué.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void check()} sx={{ minHeight: 44 }}>
      Vérifier maintenant
    </Button>
  );
}

/** Under a waiting host: what the customer creates at their DNS provider, and the statuses. */
export function HostDnsRecords() {
  const host = useRecordContext<Host>();
  if (!host) return null;
  return (
    <Box sx={{ py: 1, display: 'grid', gap: 1, maxWidth: 860 }}>
      <Typography variant="body2">
        Domaine : <strong>{HOSTNAME_STATUS_LABELS[host.status]}</strong> · Certificat :{' '}
        <strong>{sslLabel(host.sslStatus)}</strong>
      </Typography>
      {host.records.length > 0 ? (
        <>
          <Typography variant="body2">
            Enregistrements DNS à créer chez l’hébergeur DNS du client :
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Enregistrements DNS pour ${host.host}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Type</TableCell>
                  <TableCell>Nom</TableCell>
                  <TableCell>Valeur</TableCell>
                  <TableCell>Rôle</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {host.records.map((record) => (
                  <TableRow key={`${record.type} ${record.name}`}>
                    <TableCell>{record.type}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                      {record.name}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                      {record.value}
                    </TableCell>
                    <TableCell>{PURPOSES[record.purpose]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      ) : null}
      {host.errors.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          Dernière réponse : {host.errors.join(' ; ')}
        </Typography>
      ) : null}
      <Box>
        <RefreshButton host={host} />
      </Box>
    </Box>
  );
}
