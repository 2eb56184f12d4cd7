import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List as MuiList,
  ListItem,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Album, AlbumMedia } from '../../../../src/schema/content/album';
import { call } from '../../api-call';
import { captionOf, uploadWithProgress } from './upload-with-progress';
import { apiFetch } from '../../api-fetch';
import { storefrontUrl } from '../../current-site';

// An album's media: drop several files at once (or choose them), each is uploaded to the media
// library with its own progress bar and added to the album in the order dropped, with one
// notification per file; then each media can be moved, captioned or removed. Every change goes
// through the album's admin calls, which bump the content version (the public album follows).

const ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.svg,.mp4,.m4v,.mov';

interface Upload {
  key: string;
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Échec de l’opération.');

export function AlbumMediaManager() {
  const album = useRecordContext<Album & { media?: AlbumMedia[] }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  if (!album) return null;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      percent: 0,
      state: 'waiting' as const,
      message: 'En attente',
    }));
    setUploads((list) => [...batch, ...list.filter((upload) => upload.state === 'sending')]);
    setBusy(true);
    // One after the other: the album keeps the order in which the files were dropped.
    for (const [index, file] of files.entries()) {
      const { key } = batch[index]!;
      patch(key, { state: 'sending', message: 'Envoi…' });
      try {
        const media = await uploadWithProgress(file, (percent) => patch(key, { percent }));
        await call(apiFetch, `/admin/album/${album.id}/media`, {
          method: 'POST',
          body: JSON.stringify({ url: media.url, alt: captionOf(file.name) }),
        });
        patch(key, { state: 'done', percent: 100, message: 'Ajouté à l’album' });
        notify(`« ${file.name} » ajouté à l’album.`, { type: 'success' });
      } catch (error) {
        patch(key, { state: 'failed', message: errorText(error) });
        notify(`« ${file.name} » : ${errorText(error)}`, { type: 'error' });
      }
    }
    setBusy(false);
    refresh();
  };

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success' });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  // Coming from the list, react-admin first shows the list's record (no media) until the
  // album itself is read.
  const media = [...(album.media ?? [])].sort((a, b) => a.order - b.order);
  // Moving one media rewrites the album's list in the new order (one call, one transaction).
  const move = (from: number, to: number) => {
    const order = [...media];
    const [moved] = order.splice(from, 1);
    if (!moved) return;
    order.splice(to, 0, moved);
    void run(
      () =>
        call(apiFetch, `/admin/album/${album.id}`, {
          method: 'PUT',
          body: JSON.stringify({
            title: album.title,
            description: album.description,
            order: album.order,
            media: order.map((item, position) => ({
              url: item.url,
              type: item.type,
              alt: item.alt,
              order: position,
            })),
          }),
        }),
      'Ordre des médias enregistré.',
    );
  };
  const caption = (item: AlbumMedia, alt: string) =>
    void run(
      () =>
        call(apiFetch, `/admin/album/${album.id}/media/${item.id}`, {
          method: 'PUT',
          body: JSON.stringify({ url: item.url, type: item.type, alt, order: item.order }),
        }),
      'Légende enregistrée.',
    );
  const remove = (item: AlbumMedia) => {
    if (!window.confirm('Retirer ce média de l’album ?')) return;
    void run(
      () => call(apiFetch, `/admin/album/${album.id}/media/${item.id}`, { method: 'DELETE' }),
      'Média retiré.',
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <Box component="section" aria-labelledby={`${hintId}-title`} sx={{ p: 2, pb: { xs: 10, sm: 2 } }}>
      <Typography id={`${hintId}-title`} variant="h6" component="h2">
        Médias de l’album ({media.length})
      </Typography>
      <Box
        data-testid="album-drop-zone"
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
          my: 2,
          textAlign: 'center',
        }}
      >
        <Typography id={hintId} variant="body2">
          Déposez ici une ou plusieurs images ou vidéos (JPEG, PNG, SVG, MP4…), ou choisissez-les.
        </Typography>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={ACCEPT}
          aria-label="Choisir des fichiers à ajouter à l’album"
          data-testid="album-files"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <Button
          variant="outlined"
          sx={{ mt: 1, minHeight: 44 }}
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => picker.current?.click()}
        >
          Choisir des fichiers
        </Button>
      </Box>
      {uploads.length > 0 ? (
        <MuiList aria-label="Envois en cours" dense>
          {uploads.map((upload) => (
            <ListItem key={upload.key} sx={{ display: 'block' }}>
              <Typography variant="body2">
                {upload.name} — {upload.message}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={upload.percent}
                color={upload.state === 'failed' ? 'error' : upload.state === 'done' ? 'success' : 'primary'}
                aria-label={`Progression de l’envoi de ${upload.name}`}
              />
            </ListItem>
          ))}
        </MuiList>
      ) : null}
      {media.length === 0 ? (
        <Typography variant="body2">Cet album ne contient encore aucun média.</Typography>
      ) : (
        <MuiList aria-label="Médias de l’album">
          {media.map((item, index) => (
            <ListItem
              key={item.id}
              data-testid="album-media"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
            >
              {item.type === 'image' ? (
                <Box
                  component="img"
                  src={storefrontUrl(item.url) ?? undefined}
                  alt=""
                  sx={{ width: 96, height: 64, objectFit: 'cover' }}
                />
              ) : (
                <Typography variant="body2" sx={{ width: 96 }}>
                  Vidéo
                </Typography>
              )}
              <CaptionField item={item} disabled={busy} onSave={caption} />
              <IconButton
                aria-label={`Monter le média ${index + 1}`}
                disabled={busy || index === 0}
                onClick={() => move(index, index - 1)}
                sx={{ width: 44, height: 44 }}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                aria-label={`Descendre le média ${index + 1}`}
                disabled={busy || index === media.length - 1}
                onClick={() => move(index, index + 1)}
                sx={{ width: 44, height: 44 }}
              >
                <ArrowDownward />
              </IconButton>
              <IconButton
                aria-label={`Retirer le média ${index + 1}`}
                disabled={busy}
                onClick={() => remove(item)}
                sx={{ width: 44, height: 44 }}
              >
                <Delete />
              </IconButton>
            </ListItem>
          ))}
        </MuiList>
      )}
    </Box>
  );
}

/** The caption of one media, saved when the field loses focus with a changed text. */
function CaptionField(props: {
  item: AlbumMedia;
  disabled: boolean;
  onSave: (item: AlbumMedia, alt: string) => void;
}) {
  const [value, setValue] = useState(props.item.alt);
  return (
    <MuiTextField
      label="Légende (texte de remplacement)"
      size="small"
      value={value}
      disabled={props.disabled}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => {
        if (value !== props.item.alt) props.onSave(props.item, value);
      }}
      sx={{ flex: '1 1 200px', minWidth: 0 }}
    />
  );
}
