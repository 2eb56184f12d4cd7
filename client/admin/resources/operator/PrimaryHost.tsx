import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { Host as ApiHost } from '../../../../src/schema/site/platform';
import { apiFetch } from '../../api-fetch';
import { call } from '../../api-call';

// One site, one address: on the « Domaines » screen the operator makes one host of a
// site its primary domain; the site's other production hosts then answer 301 there. Only an
// active host can be chosen (the API refuses a waiting one too).

type Host = ApiHost & { id: string };

export function PrimaryHost({ host }: { host: Host }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (host.isPrimary) return <Chip size="small" color="primary" label="Principal" />;
  if (host.status !== 'active') return null;
  const choose = async () => {
    setBusy(true);
    try {
      const { message } = await call(
        apiFetch,
        `/admin/platform/domain/${encodeURIComponent(host.host)}/primary`,
        { method: 'POST', body: '{}' },
      );
      notify(message, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Le changement a échoué.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={busy}
      onClick={() => void choose()}
      // The visible words first in the accessible name (axe label-content-name-mismatch).
      aria-label={`Rendre principal ${host.host} pour ${host.siteName}`}
      sx={{ minHeight: 44 }}
    >
      Rendre principal
    </Button>
  );
}
