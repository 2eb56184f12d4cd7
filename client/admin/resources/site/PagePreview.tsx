import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { call } from '../../data-provider';

// The page as visitors see it (the public page in a frame, reloaded after each save), and its
// preview image in R2: GET and PUT /admin/page/{id}/layout/{id}/preview (PNG, JPEG or WebP).

const apiFetch = (path: string, init?: RequestInit) => fetch(path, init);

interface PagePreviewProps {
  pageId: number;
  path: string;
  isValid: boolean;
  version: number;
}

export function PagePreview({ pageId, path, isValid, version }: PagePreviewProps) {
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [imageVersion, setImageVersion] = useState(0);
  const [hasImage, setHasImage] = useState(true);
  const imageUrl = `/api/admin/page/${pageId}/layout/${pageId}/preview?v=${imageVersion}`;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const body = new FormData();
      body.set('image', file);
      const answer = await call(apiFetch, `/admin/page/${pageId}/layout/${pageId}/preview`, {
        method: 'PUT',
        body,
      });
      setHasImage(true);
      setImageVersion((value) => value + 1);
      notify(answer.message || 'Aperçu enregistré.', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : "L'aperçu n'a pas pu être enregistré.", {
        type: 'error',
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="page-preview-title" sx={{ mt: 2 }}>
      <Typography id="page-preview-title" variant="h6" component="h2">
        Aperçu
      </Typography>
      {isValid ? (
        <Box
          component="iframe"
          key={version}
          src={path}
          title="Aperçu de la page publique"
          sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="body2">
          Cette page est un brouillon : les visiteurs ne la voient pas. Publiez-la pour la voir ici.
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Image d’aperçu de la mise en page
      </Typography>
      {hasImage ? (
        <Box
          component="img"
          src={imageUrl}
          alt="Image d’aperçu enregistrée"
          onError={() => setHasImage(false)}
          sx={{ display: 'block', maxWidth: 240, maxHeight: 160, my: 1 }}
        />
      ) : (
        <Typography variant="body2">Aucune image d’aperçu pour l’instant.</Typography>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/webp"
        aria-label="Image d’aperçu : choisir un fichier"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        onClick={() => picker.current?.click()}
        disabled={uploading}
        sx={{ minHeight: 44 }}
      >
        Envoyer une image d’aperçu
      </Button>
      {uploading ? <LinearProgress sx={{ mt: 1 }} aria-label="Envoi de l’aperçu en cours" /> : null}
    </Box>
  );
}
