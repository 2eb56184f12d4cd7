import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  DeleteButton,
  SaveButton,
  SimpleList,
  Toolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';

// The shop's lists on a phone: one line per record (SimpleList) below the « sm » breakpoint,
// the Datagrid's columns from it up, so nothing scrolls sideways at 375 px.

interface ResponsiveGridProps<R extends RaRecord> {
  primary: (record: R) => ReactNode;
  secondary?: (record: R) => ReactNode;
  tertiary?: (record: R) => ReactNode;
  rowClick?: 'edit' | 'show';
  children: ReactNode;
}

export function ResponsiveGrid<R extends RaRecord>(props: ResponsiveGridProps<R>) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const rowClick = props.rowClick ?? 'edit';
  if (small) {
    return (
      <SimpleList<R>
        primaryText={props.primary}
        secondaryText={props.secondary}
        tertiaryText={props.tertiary}
        linkType={rowClick}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      {props.children}
    </Datagrid>
  );
}

/** Euros the French way: 12,50 €. */
export const euros = (value: unknown): string =>
  typeof value === 'number'
    ? new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value)
    : '';

/** The message of a failed call, for a notification. */
export const failure = (error: unknown, fallback = 'L’opération a échoué.'): string =>
  error instanceof Error && error.message !== '' ? error.message : fallback;

/**
 * The shop forms' toolbar: save, and delete once the record exists (after a confirmation). On
 * the paper's own background: the default grey band leaves the red « Supprimer » at 3.8:1.
 */
export function ShopToolbar() {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ backgroundColor: 'background.paper', justifyContent: 'space-between', gap: 1 }}>
      <SaveButton label="Enregistrer" />
      {record?.id !== undefined ? (
        <DeleteButton
          label="Supprimer"
          mutationMode="pessimistic"
          confirmTitle="Supprimer ?"
          confirmContent="Cette suppression est définitive."
        />
      ) : null}
    </Toolbar>
  );
}
