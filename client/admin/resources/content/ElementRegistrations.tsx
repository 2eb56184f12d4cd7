import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV } from 'react-admin';
import type { Element, ElementList, Registration } from '../../../../src/schema/content/element';
import { call } from '../../api-call';
import { REGISTRATION_COLUMNS, registrationsCsv } from './registrations-csv';
import { apiFetch } from '../../api-fetch';

// One element's registrations, read-only, in their order of arrival, with the columns of the
// CSV export (one click gives the same rows to a spreadsheet).

export function ElementRegistrations(props: {
  list: ElementList;
  element: Element | null;
  onClose: () => void;
}) {
  const { list, element } = props;
  const registrations = useQuery({
    queryKey: ['elementRegistrations', list.id, element?.id],
    enabled: element !== null,
    queryFn: async () =>
      (await call(apiFetch, `/admin/element/list/${list.id}/item/${element?.id}/registration`))
        .data as Registration[],
  });
  const rows = registrations.data ?? [];
  return (
    <Dialog open={element !== null} onClose={props.onClose} fullWidth maxWidth="lg">
      <DialogTitle>Inscriptions : {element?.title}</DialogTitle>
      <DialogContent>
        {registrations.isError ? <Typography role="alert">{registrations.error.message}</Typography> : null}
        {registrations.isPending ? <Typography>Chargement…</Typography> : null}
        {registrations.isSuccess && rows.length === 0 ? <Typography>Aucune inscription.</Typography> : null}
        {rows.length > 0 ? (
          <TableContainer>
            <Table size="small" aria-label={`Inscriptions à ${element?.title ?? ''}`}>
              <TableHead>
                <TableRow>
                  {REGISTRATION_COLUMNS.map((column) => (
                    <TableCell key={column.key}>{column.label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    {REGISTRATION_COLUMNS.map((column) => (
                      <TableCell key={column.key}>
                        {column.key === 'createdAt'
                          ? new Date(row.createdAt).toLocaleString('fr-FR')
                          : String(row[column.key] ?? '')}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          sx={{ minHeight: 44 }}
          disabled={rows.length === 0}
          onClick={() => downloadCSV(registrationsCsv(rows), `inscriptions-${element?.id ?? ''}`)}
        >
          Exporter en CSV
        </Button>
        <Button sx={{ minHeight: 44 }} onClick={props.onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
