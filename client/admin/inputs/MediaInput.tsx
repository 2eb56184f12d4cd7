import { Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useInput, useNotify, type InputProps } from 'react-admin';
import { call } from '../api-call';
import { apiFetch } from '../api-fetch';
import { storefrontUrl } from '../current-site';

// An image field for any admin form: drop a file on it, or choose one, and it is uploaded to
// the site's media library (POST /api/admin/media, stored in R2); the field keeps the URL the
// server answers. The URL can also be typed. The server checks the file's type and size and
// answers in French when it refuses one, which is shown as a notification.

interface MediaFile {
  url: string;
  name: string;
}

async function uploadMedia(file: File): Promise<MediaFile> {
  const body = new FormData();
  body.set('file', file);
  const { data } = await call(apiFetch, '/admin/media', { method: 'POST', body });
  return data as MediaFile;
}

export function MediaInput(props: InputProps & { label: string; accept?: string }) {
  const { field, fieldState } = useInput(props);
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const media = await uploadMedia(file);
      field.onChange(media.url);
      notify('Fichier envoyé.', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : "L'envoi a échoué.", { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void upload(event.dataTransfer.files[0]);
  };

  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        mb: 2,
        width: '100%',
        maxWidth: 640,
      }}
    >
      <TextField
        label={props.label}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        name={field.name}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
      />
      {storefrontUrl(value) ? (
        <Box
          component="img"
          src={storefrontUrl(value) ?? undefined}
          alt=""
          sx={{ display: 'block', maxWidth: 200, maxHeight: 120, mt: 1 }}
        />
      ) : null}
      <Typography id={hintId} variant="body2" sx={{ mt: 1 }}>
        Déposez un fichier ici ou choisissez-le (SVG, JPEG ou PNG).
      </Typography>
      <input
        ref={picker}
        type="file"
        hidden
        accept={props.accept ?? '.svg,.jpg,.jpeg,.png,.webp,.avif'}
        onChange={(event) => void upload(event.target.files?.[0])}
        aria-label={`${props.label} : choisir un fichier`}
        data-testid={`${props.source}-file`}
      />
      <Button variant="outlined" sx={{ mt: 1 }} disabled={uploading} onClick={() => picker.current?.click()}>
        Choisir un fichier
      </Button>
      {uploading ? <LinearProgress sx={{ mt: 1 }} aria-label="Envoi en cours" /> : null}
    </Box>
  );
}
