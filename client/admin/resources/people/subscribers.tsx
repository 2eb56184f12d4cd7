import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { NewsletterSubscriber } from '../../../../src/schema/members/newsletter';
import { SUBSCRIBERS_PER_PAGE, subscribersExportPath } from '../../apis/people';
import { readableLabels } from './contrast';
import { CsvExportButton } from './CsvExportButton';

// The newsletter's subscribers, newest first, by list and confirmation; the CSV export takes
// the same filters as the screen.

const subscriberFilters = [
  <ReferenceInput key="list" source="list" reference="newsletterLists" alwaysOn>
    <SelectInput label="Liste" optionText="name" />
  </ReferenceInput>,
  <SelectInput
    key="confirmed"
    source="confirmed"
    label="Adresses"
    choices={[{ id: 'true', name: 'Confirmées seulement' }]}
    emptyText="Toutes"
    alwaysOn
  />,
];

function SubscriberActions() {
  const { filterValues } = useListContext<NewsletterSubscriber>() as {
    filterValues: Record<string, unknown>;
  };
  return (
    <TopToolbar>
      <CsvExportButton path={subscribersExportPath(filterValues)} filename="inscrits-newsletter.csv" />
    </TopToolbar>
  );
}

const status = (record: NewsletterSubscriber) =>
  record.confirmed ? 'Confirmée' : 'En attente de confirmation';

export function SubscriberList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Inscrits à la lettre"
      filters={subscriberFilters}
      actions={<SubscriberActions />}
      perPage={SUBSCRIBERS_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
      sx={readableLabels}
    >
      {small ? (
        <SimpleList<NewsletterSubscriber>
          primaryText={(record) => record.email}
          secondaryText={status}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="email" label="E-mail" sortable={false} />
          <FunctionField<NewsletterSubscriber> label="État" render={status} sortable={false} />
          <DateField source="createdAt" label="Inscrit le" locales="fr-FR" sortable={false} />
          <FunctionField<NewsletterSubscriber>
            label="Listes"
            sortable={false}
            render={(record) =>
              record.lists.map((id) => (
                <ReferenceField key={id} record={{ id }} source="id" reference="newsletterLists" link={false}>
                  <TextField source="name" />{' '}
                </ReferenceField>
              ))
            }
          />
        </Datagrid>
      )}
    </List>
  );
}
