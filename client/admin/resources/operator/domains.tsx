import { Alert, useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  ReferenceInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Host as ApiHost } from '../../../../src/schema/site/platform';
import { KIND_CHOICES } from '../sites';
import { HostDnsRecords, HostnameStatusChip } from './HostnameState';
import { isBareDomain } from './hostname-words';
import { PrimaryHost } from './PrimaryHost';

// Which host answers for which site, for the whole platform: map a new host to a site, or
// remove one. The edge follows at once on the instance that took the change and within
// 30 seconds everywhere else (worker/site/site-resolver.ts, HOST_MEMO_TTL_MS). A production
// host answers once its custom hostname is « actif »: until then its row opens on
// the DNS records the customer must create, under its state (HostnameState.tsx). One host of
// each site is its primary domain: the others redirect there (PrimaryHost.tsx).

/** A host as the panel holds it: keyed by its name (apis/operator.ts). */
type Host = ApiHost & { id: string };

const kindLabel = (host: Host) => (host.kind === 'PROD' ? 'Production' : 'Développement');

/** The host as a link, on the port the panel itself is served on (local development). */
function HostLink({ host }: { host: Host }) {
  const port = window.location.port === '' ? '' : `:${window.location.port}`;
  return (
    <a
      href={`${window.location.protocol}//${host.host}${port}/`}
      target="_blank"
      rel="noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      {host.host}
    </a>
  );
}

const RemoveHost = () => (
  <DeleteWithConfirmButton
    label="Retirer"
    confirmTitle="Retirer cet hôte ?"
    confirmContent="Le site ne répondra plus à cette adresse (dans les 30 secondes partout)."
    mutationMode="pessimistic"
    redirect={false}
    sx={{ minHeight: 44 }}
  />
);

export const DomainList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Domaines : quel hôte répond pour quel site"
      perPage={50}
      sort={{ field: 'siteName', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Hôte ou site" />]}
      empty={false}
    >
      {/* At 375 px one column says it all (host, site, use) and the remove button stays. A
          waiting host's DNS records (long CNAME targets) may still be wider than a phone: the
          table then scrolls inside its frame, never the whole screen sideways. */}
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto', maxWidth: '100%' } }}
      >
        <FunctionField<Host>
          label={small ? 'Hôte, site et usage' : 'Hôte'}
          sortBy="host"
          render={(host) =>
            small ? (
              <>
                <HostLink host={host} />
                <br />
                {`${host.siteName} · ${kindLabel(host)}`}
              </>
            ) : (
              <HostLink host={host} />
            )
          }
        />
        {small ? null : <TextField source="siteName" label="Site" />}
        {small ? null : <FunctionField<Host> label="Usage" sortBy="kind" render={kindLabel} />}
        <FunctionField<Host>
          label="État"
          sortBy="status"
          render={(host) => (
            // A waiting host shows, under its state, the DNS records the customer must create.
            <>
              <HostnameStatusChip host={host} />
              {host.status === 'active' ? null : <HostDnsRecords />}
            </>
          )}
        />
        <FunctionField<Host>
          label="Domaine principal"
          sortBy="isPrimary"
          render={(host) => <PrimaryHost host={host} />}
        />
        <RemoveHost />
      </Datagrid>
    </List>
  );
};

/** While a bare domain is typed: the advice to map www too, before the CNAME trips on it. */
function BareDomainHint() {
  const host = String(useWatch({ name: 'host' }) ?? '').trim();
  const kind: unknown = useWatch({ name: 'kind' });
  if (kind !== 'PROD' || !/^[^.\s]+\.[^.\s]+/.test(host) || !isBareDomain(host)) return null;
  return (
    <Alert severity="warning" sx={{ maxWidth: 640, mb: 2 }}>
      {host} est un domaine nu : la plupart des hébergeurs DNS n’y acceptent pas de CNAME. Ajoutez plutôt www.
      {host} (ou les deux, la liste propose ensuite d’ajouter www) et faites rediriger {host} vers www.{host}{' '}
      chez l’hébergeur, sauf s’il propose un enregistrement ALIAS ou ANAME.
    </Alert>
  );
}

export const DomainCreate = () => (
  <Create title="Faire répondre un hôte pour un site" redirect="list">
    <SimpleForm defaultValues={{ kind: 'PROD' }}>
      <TextInput
        source="host"
        label="Hôte"
        helperText="Par exemple www.exemple.fr, sans http:// ni port."
        validate={required('L’hôte est obligatoire.')}
        fullWidth
      />
      <SelectInput source="kind" label="Usage" choices={KIND_CHOICES} validate={required()} />
      <BareDomainHint />
      <ReferenceInput source="idSite" reference="sites">
        <SelectInput label="Site" optionText="name" validate={required('Choisissez le site.')} fullWidth />
      </ReferenceInput>
      <Alert severity="info" sx={{ maxWidth: 640 }}>
        Un hôte de production est déclaré chez Cloudflare et reste « en attente » jusqu’à ce que le client
        crée l’enregistrement DNS affiché ensuite dans la liste (sous l’état de l’hôte) et que le certificat
        soit émis ; il répond alors. Un hôte de développement répond au plus tard 30 secondes après
        l’enregistrement.
      </Alert>
    </SimpleForm>
  </Create>
);
