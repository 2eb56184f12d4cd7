import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { storefrontUrl } from '../../current-site';

// The page as visitors see it, and its preview image in R2: GET and PUT
// /admin/page/{id}/layout/{id}/preview (PNG, JPEG or WebP). The public page opens on the
// site's storefront in a new tab (the admin host never shows the site's own HTML,
// and the storefront refuses to be framed by another origin). The image is an API read, so it
// is fetched with the site header and shown from a blob: URL.

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
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const publicUrl = storefrontUrl(path);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    void apiFetch(`/api/admin/page/${pageId}/layout/${pageId}/preview?v=${imageVersion}`)
      // 204: the page has no preview image yet.
      .then(async (response) => (response.status === 200 ? response.blob() : null))
      .catch(() => null)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setImageUrl(objectUrl);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [pageId, imageVersion]);

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
      {isValid && publicUrl ? (
        <Button
          variant="outlined"
          href={publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-version={version}
          sx={{ minHeight: 44 }}
        >
          Voir la page sur le site (nouvel onglet)
        </Button>
      ) : (
        <Typography variant="body2">
          Cette page est un brouillon : les visiteurs ne la voient pas. Publiez-la pour la voir ici.
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Image d’aperçu de la mise en page
      </Typography>
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt="Image d’aperçu enregistrée"
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
