import {
  Create,
  Edit,
  useNotify,
  useRedirect,
  useResourceContext,
  type CreateProps,
  type EditProps,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { noticeFor } from './resource-nouns';

// Edit and Create screens whose notice names the item and what happened to it (« Actualité
// « … » publiée »), instead of react-admin's « Élément mis à jour ». They redirect as
// react-admin would (Edit: to the list; Create: to the new item's form), or as `redirect` says.

function useSavedNotice(redirectTo: RedirectionSideEffect) {
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: RaRecord, variables: unknown) => {
    const previous = (variables as { previousData?: RaRecord } | undefined)?.previousData;
    const action = previous === undefined ? 'created' : 'updated';
    const message = noticeFor(resource, action, data, previous);
    // `_`: the notice is its own text, not a key of the catalogue.
    notify(message, { type: 'success', messageArgs: { _: message } });
    redirect(redirectTo, resource, data.id, data);
  };
}

export function NoticeEdit(props: EditProps) {
  const onSuccess = useSavedNotice(props.redirect ?? 'list');
  return <Edit {...props} mutationOptions={{ ...props.mutationOptions, onSuccess }} />;
}

export function NoticeCreate(props: CreateProps) {
  const onSuccess = useSavedNotice(props.redirect ?? 'edit');
  return <Create {...props} mutationOptions={{ ...props.mutationOptions, onSuccess }} />;
}
