import {
  CreateButton,
  Datagrid,
  FunctionField,
  ReferenceManyField,
  TextField,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import type { PlatformSite, PlatformUser } from '../../../../src/schema/site/platform';
import { InviteOwner } from './InviteOwner';
import { roleLabel } from './roles';

// The accounts of the site being edited that run it (its owners); a new one is
// created on the « Utilisateurs » screen with this site chosen.

export function SiteUsers() {
  const site = useRecordContext<PlatformSite>();
  const createPath = useCreatePath();
  if (!site) return null;
  return (
    <>
      <ReferenceManyField
        reference="platform-users"
        target="idSite"
        filter={{ role: 'ADMIN' }}
        perPage={50}
        empty={<span>Aucun administrateur.</span>}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="email" label="Adresse e-mail" />
          <FunctionField<PlatformUser> label="Rôle" render={(user) => roleLabel(user.role)} />
        </Datagrid>
      </ReferenceManyField>
      <CreateButton
        resource="platform-users"
        label="Ajouter un compte"
        to={{
          pathname: createPath({ resource: 'platform-users', type: 'create' }),
          state: { record: { idSite: site.id } },
        }}
        variant="outlined"
        sx={{ mt: 1, minHeight: 44 }}
      />
      <InviteOwner siteId={site.id} />
    </>
  );
}
