import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { MemberDetails, MemberSummary } from '../../../../src/schema/members/member-admin';
import { memberSearch } from '../../apis/people';
import { readableLabels } from './contrast';
import { CsvExportButton } from './CsvExportButton';

// The site's members: search by name or e-mail, details (profile, dates, newsletter, orders),
// the CSV export and the deletion a member asks for, with what it does spelt out first.

const ROLE_CHOICES = [
  { id: 'MEMBER', name: 'Membre' },
  { id: 'ADMIN', name: 'Administrateur' },
];
const roleLabel = (role: string) => ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;

const memberFilters = [
  <TextInput
    key="search"
    source="search"
    label="Rechercher (nom ou e-mail)"
    alwaysOn
    parse={memberSearch.parse}
    format={memberSearch.format}
  />,
  <SelectInput key="role" source="role" label="Rôle" choices={ROLE_CHOICES} />,
];

const MemberListActions = () => (
  <TopToolbar>
    <CsvExportButton path="/admin/member/export" filename="membres.csv" />
  </TopToolbar>
);

type MemberRecord = MemberSummary & { fullName: string };

export function MemberList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Membres"
      filters={memberFilters}
      actions={<MemberListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      sx={readableLabels}
    >
      {small ? (
        <SimpleList<MemberRecord>
          primaryText={(record) => record.fullName}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => roleLabel(record.role)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="lastname" label="Nom" />
          <TextField source="firstname" label="Prénom" />
          <TextField source="email" label="E-mail" />
          <FunctionField<MemberRecord>
            label="Rôle"
            sortBy="role"
            render={(record) => roleLabel(record.role)}
          />
          <DateField source="createdAt" label="Inscrit le" locales="fr-FR" />
          <DateField source="lastActiveAt" label="Dernière connexion" showTime locales="fr-FR" />
        </Datagrid>
      )}
    </List>
  );
}

/** What the deletion does, said before it happens (the confirmation dialog's text). */
export function deletionConsequences(member: { fullName: string; email: string }): string {
  return (
    `Le compte de ${member.fullName} (${member.email}) sera supprimé définitivement : profil, ` +
    'sessions et inscriptions à la lettre d’information effacés, messages conservés sans nom ni ' +
    'coordonnées, commandes conservées pour la comptabilité sans lien avec le compte. ' +
    'Le membre reçoit un e-mail de confirmation.'
  );
}

function DeleteMemberButton() {
  const record = useRecordContext<MemberRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      label="Supprimer le compte"
      confirmTitle={`Supprimer le compte de ${record.fullName} ?`}
      confirmContent={deletionConsequences(record)}
      confirmColor="warning"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('Compte supprimé : le membre reçoit un e-mail de confirmation.', { type: 'success' });
          redirect('list', 'members');
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'La suppression a échoué.', { type: 'error' }),
      }}
      sx={{ minHeight: 44 }}
    />
  );
}

// The list's row may show first (react-admin reuses it while the details load): the details'
// own fields are then undefined, not null.
const newsletterText = (record: Partial<MemberDetails>): string => {
  if (record.newsletter === undefined) return '…';
  if (record.newsletter === null) return 'Non inscrit';
  const lists = record.newsletter.lists.map((list) => list.name).join(', ');
  return `${record.newsletter.confirmed ? 'Inscrit' : 'Inscription non confirmée'}${lists ? ` : ${lists}` : ''}`;
};
const ordersText = (record: Partial<MemberDetails>): string =>
  record.orderCount === undefined
    ? '…'
    : record.orderCount === null
      ? 'Pas de boutique sur ce site'
      : String(record.orderCount);

const MemberShowActions = () => (
  <TopToolbar>
    <DeleteMemberButton />
  </TopToolbar>
);

export const MemberShow = () => (
  <Show title="Membre" actions={<MemberShowActions />}>
    <SimpleShowLayout>
      <FunctionField<MemberRecord> label="Nom" render={(record) => record.fullName} />
      <TextField source="email" label="E-mail" />
      <TextField source="phone" label="Téléphone" emptyText="—" />
      <DateField source="birthdate" label="Date de naissance" locales="fr-FR" emptyText="—" />
      <FunctionField<MemberRecord> label="Rôle" render={(record) => roleLabel(record.role)} />
      <DateField source="createdAt" label="Inscrit le" showTime locales="fr-FR" />
      <DateField source="lastActiveAt" label="Dernière connexion" showTime locales="fr-FR" />
      <FunctionField<Partial<MemberDetails>> label="Lettre d’information" render={newsletterText} />
      <FunctionField<Partial<MemberDetails>> label="Commandes" render={ordersText} />
    </SimpleShowLayout>
  </Show>
);
