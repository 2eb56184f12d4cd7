import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

// The forms' toolbar: Enregistrer, and on an existing record Supprimer after a confirmation.
// react-admin's default red on the toolbar's grey reads at 3.8:1 only; a darker red (5.3:1)
// keeps the delete button legible (axe, WCAG AA). A screen with two forms names what each
// button saves (`saveLabel`).

export function ContentToolbar({ saveLabel }: { saveLabel?: string }) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton label={saveLabel} />
      {record?.id !== undefined ? (
        <DeleteButton mutationMode="pessimistic" sx={{ color: '#b71c1c', minHeight: 44 }} />
      ) : null}
    </Toolbar>
  );
}
