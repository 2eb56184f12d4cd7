import { Button, Chip } from '@mui/material';
import type { Host as ApiHost } from '../../../../src/schema/site/platform';
import { useHostAction } from './host-action';

// One site, one address: on the « Domaines » screen the operator makes one host of a
// site its primary domain; the site's other production hosts then answer 301 there. Only an
// active host can be chosen (the API refuses a waiting one too).

type Host = ApiHost & { id: string };

export function PrimaryHost({ host }: { host: Host }) {
  const { busy, run } = useHostAction('Le changement a échoué.');
  if (host.isPrimary) return <Chip size="small" color="primary" label="Principal" />;
  if (host.status !== 'active') return null;
  const choose = () => run(`/admin/platform/domain/${encodeURIComponent(host.host)}/primary`);
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
