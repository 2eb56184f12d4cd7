import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fetchExport } from '../../apis/people';
import { readableButton } from './contrast';
import { apiFetch } from '../../api-fetch';

// « Exporter en CSV »: asks the API for the file (so a refusal shows the server's French
// message), then hands it to the browser as a download and says so.

export function CsvExportButton({
  path,
  filename,
  label = 'Exporter en CSV',
}: {
  path: string;
  filename: string;
  label?: string;
}) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const exportFile = async () => {
    setPending(true);
    try {
      const blob = await fetchExport(apiFetch, path);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The download has started from the object URL; it can go once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify(`Fichier ${filename} téléchargé.`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'L’export a échoué.', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      onClick={() => void exportFile()}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} aria-label="Export en cours" /> : undefined}
      sx={readableButton}
    >
      {label}
    </Button>
  );
}
