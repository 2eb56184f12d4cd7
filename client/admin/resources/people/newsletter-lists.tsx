import {
  Button as MuiButton,
  Card,
  CardContent,
  LinearProgress,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DeleteWithConfirmButton,
  Form,
  List,
  NumberField,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  Title,
  TopToolbar,
  CreateButton,
  Link,
  required,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
} from 'react-admin';
import { useParams } from 'react-router';
import type { NewsletterList } from '../../../../src/schema/members/newsletter';
import { readableButton, readableLabels } from './contrast';
import { NEWSLETTER_SEND_PATH } from './newsletter-send';
import { NoticeCreate } from '../../messages/saved-notice';
import { noticeFor } from '../../messages/resource-nouns';

// Newsletter lists: create, rename, describe, mark as default (the footer signup subscribes to
// the default lists), order, delete (with its subscriptions). There is no single-list read in
// the API: the edit screen takes the row from the whole list.

const ListFields = () => (
  <>
    <TextInput
      source="name"
      label="Nom"
      validate={required('Le nom de la liste est obligatoire.')}
      fullWidth
    />
    <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
    <BooleanInput source="isDefault" label="Proposée par défaut à l’inscription" />
    <NumberInput source="position" label="Ordre d’affichage" min={0} step={1} />
  </>
);

const ListActions = () => (
  <TopToolbar>
    <MuiButton component={Link} to={NEWSLETTER_SEND_PATH} sx={readableButton}>
      Envoyer une lettre
    </MuiButton>
    <CreateButton label="Nouvelle liste" sx={readableButton} />
  </TopToolbar>
);

function DeleteListButton() {
  const record = useRecordContext<NewsletterList>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      label="Supprimer"
      confirmTitle={`Supprimer la liste « ${record.name} » ?`}
      confirmContent="Les inscriptions à cette liste seront supprimées ; les adresses restent inscrites à leurs autres listes."
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify(noticeFor('newsletterLists', 'deleted', record), { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'La suppression a échoué.', { type: 'error' }),
      }}
      sx={{ minHeight: 44 }}
    />
  );
}

export function NewsletterListList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Listes de diffusion"
      actions={<ListActions />}
      sort={{ field: 'position', order: 'ASC' }}
      pagination={false}
      perPage={500}
    >
      {small ? (
        <SimpleList<NewsletterList>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.description}
          tertiaryText={(record) => (record.isDefault ? 'par défaut' : '')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="Nom" />
          <TextField source="description" label="Description" />
          <BooleanField source="isDefault" label="Par défaut" />
          <NumberField source="position" label="Ordre" />
          <DeleteListButton />
        </Datagrid>
      )}
    </List>
  );
}

export const NewsletterListCreate = () => (
  <NoticeCreate title="Nouvelle liste de diffusion" redirect="list" sx={readableLabels}>
    <SimpleForm defaultValues={{ description: '', isDefault: false, position: 0 }}>
      <ListFields />
    </SimpleForm>
  </NoticeCreate>
);

export function NewsletterListEdit() {
  const { id } = useParams();
  const { data, isPending } = useGetList<NewsletterList>('newsletterLists', {
    pagination: { page: 1, perPage: 500 },
  });
  const [update, { isPending: saving }] = useUpdate<NewsletterList>();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = data?.find((list) => String(list.id) === id);
  const save = (values: Record<string, unknown>) =>
    update(
      'newsletterLists',
      { id: Number(id), data: values, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify(noticeFor('newsletterLists', 'updated', saved), { type: 'success' });
          redirect('list', 'newsletterLists');
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'L’enregistrement a échoué.', { type: 'error' }),
      },
    );
  return (
    <Card sx={readableLabels}>
      <Title title={record ? `Liste « ${record.name} »` : 'Liste de diffusion'} />
      <CardContent>
        {isPending ? (
          <LinearProgress aria-label="Chargement de la liste" />
        ) : !record ? (
          <p>Cette liste de diffusion n&apos;existe pas.</p>
        ) : (
          <Form record={record} onSubmit={(values: Record<string, unknown>) => void save(values)}>
            <ListFields />
            <SaveButton label="Enregistrer" disabled={saving} sx={{ minHeight: 44 }} />
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
