import { Alert, AlertTitle, Box, Button, Chip, Typography } from '@mui/material';
import { useListContext, useNotify, useRecordContext } from 'react-admin';
import { HOSTNAME_STATUS_LABELS, type DnsRecord } from '../../../../src/schema/site/custom-hostname';
import type { Host as ApiHost } from '../../../../src/schema/site/platform';
import { useHostAction } from './host-action';
import { hostnameErrorLabels, isBareDomain } from './hostname-words';
import { sslLabel } from './ssl-status';

// A production host's custom hostname on the « Domaines » screen: « en attente »
// until Cloudflare has validated the domain and issued its certificate, the DNS records the
// customer must create, and a button to ask Cloudflare again now (the Cron Trigger does it
// every 15 minutes anyway). Each record's name and value has its copy button, a record is a card
// that reads on a phone, Cloudflare's errors read in French, and a bare domain gets the way
// round its CNAME (www, or the DNS provider's ALIAS).

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
  const { busy, run } = useHostAction('La vérification a échoué.');
  const check = () => run(`/admin/platform/domain/${encodeURIComponent(host.host)}/refresh`);
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void check()} sx={{ minHeight: 44 }}>
      Vérifier maintenant
    </Button>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(`${what} copié.`, { type: 'success' });
    } catch {
      notify('Copie impossible : sélectionnez le texte et copiez-le.', { type: 'warning' });
    }
  };
  return (
    <Button size="small" variant="text" onClick={() => void copy()} sx={{ minHeight: 44, flexShrink: 0 }}>
      Copier {what.toLowerCase()}
    </Button>
  );
}

/** One line of a record: its label, the text to type at the DNS provider, a copy button. */
function RecordField({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" sx={{ minWidth: 48, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all', flex: '1 1 16rem' }}
      >
        {text}
      </Typography>
      <CopyButton text={text} what={label} />
    </Box>
  );
}

/** A record per card: type and purpose first, then name and value each on its own line. */
function DnsRecordList({ host }: { host: Host }) {
  return (
    <Box
      component="ul"
      aria-label={`Enregistrements DNS pour ${host.host}`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {host.records.map((record) => (
        <Box
          component="li"
          key={`${record.type} ${record.name}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
        >
          <Typography variant="subtitle2" component="p">
            {record.type} · {PURPOSES[record.purpose]}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <RecordField label="Nom" text={record.name} />
            <RecordField label="Valeur" text={record.value} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A bare domain takes a CNAME only where the DNS provider flattens it: the www way round. */
function BareDomainAdvice({ host }: { host: Host }) {
  const { busy, run } = useHostAction('L’ajout a échoué.');
  const www = `www.${host.host}`;
  const addWww = () => run('/admin/platform/domain', { host: www, kind: host.kind, idSite: host.idSite });
  return (
    <Alert severity="info" sx={{ maxWidth: 720 }}>
      <AlertTitle>{host.host} est un domaine nu</AlertTitle>
      La plupart des hébergeurs DNS refusent un CNAME sur un domaine nu. S’il propose un enregistrement ALIAS,
      ANAME ou l’aplatissement de CNAME, utilisez-le avec la valeur ci-dessous. Sinon, faites répondre {
        www
      }{' '}
      (le bouton l’ajoute pour le même site), rendez-le principal une fois actif, et demandez à l’hébergeur de
      rediriger {host.host} vers {www}.
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void addWww()} sx={{ minHeight: 44 }}>
          Ajouter {www}
        </Button>
      </Box>
    </Alert>
  );
}

/** Under a waiting host: what the customer creates at their DNS provider, and the statuses. */
export function HostDnsRecords() {
  const host = useRecordContext<Host>();
  // The hosts on screen: a bare domain whose www is already listed needs no offer to add it.
  const { data: listed = [] } = useListContext<Host>();
  if (!host) return null;
  const problems = hostnameErrorLabels(host.errors);
  const offerWww =
    host.kind === 'PROD' &&
    isBareDomain(host.host) &&
    !listed.some((other) => other.host === `www.${host.host}`);
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
          <DnsRecordList host={host} />
        </>
      ) : null}
      {offerWww ? <BareDomainAdvice host={host} /> : null}
      {problems.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          Dernière vérification : {problems.join(' ; ')}.
        </Typography>
      ) : null}
      <Box>
        <RefreshButton host={host} />
      </Box>
    </Box>
  );
}
