import { Box, Chip, Typography } from '@mui/material';
import { CreateButton, useCreatePath, useRecordContext } from 'react-admin';
import { HOSTNAME_STATUS_LABELS } from '../../../../src/schema/site/custom-hostname';
import type { PlatformSite } from '../../../../src/schema/site/platform';

// The hosts of the site being edited, read-only here: they are mapped and removed on the
// « Domaines » screen, which the button opens with this site chosen.

export function SiteHosts() {
  const site = useRecordContext<PlatformSite>();
  const createPath = useCreatePath();
  if (!site) return null;
  return (
    <Box>
      {site.domains.length === 0 ? (
        <Typography variant="body2">Aucun hôte : ce site ne répond encore à aucune adresse.</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {site.domains.map((domain) => (
            <Chip
              key={domain.host}
              label={`${domain.host} (${domain.kind === 'PROD' ? 'production' : 'développement'}${
                domain.status === 'active' ? '' : `, ${HOSTNAME_STATUS_LABELS[domain.status]}`
              })`}
            />
          ))}
        </Box>
      )}
      <CreateButton
        resource="domains"
        label="Ajouter un hôte"
        to={{
          pathname: createPath({ resource: 'domains', type: 'create' }),
          state: { record: { idSite: site.id } },
        }}
        variant="outlined"
        sx={{ mt: 1, minHeight: 44 }}
      />
    </Box>
  );
}
