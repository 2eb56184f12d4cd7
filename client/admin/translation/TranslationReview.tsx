import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNotify } from 'react-admin';
import { apiFetch } from '../api-fetch';
import { markReviewed, readReview, type TranslationReview } from './translation-api';

// On a row translation's edit screen (a page, an article… in English): its language, a link to
// its original and, when the original changed after the translation was last written, « à
// revoir » with the date, until the owner saves the translation or marks it as read again.

/** « 6 décembre 2026 à 21:47 »: the day alone would not tell two writes of one day apart. */
const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' }) : '';

export function TranslationOfNotice({
  entity,
  id,
  language,
  originalPath,
  record,
}: {
  /** The provider's entity name (page, news…); null: no review for this resource. */
  entity: string | null;
  id: number | string;
  language: string;
  originalPath: string | null;
  /** The record as loaded: when a save reloads it, the review is asked again (saving dates it). */
  record: unknown;
}) {
  const notify = useNotify();
  const [review, setReview] = useState<TranslationReview | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (entity === null || originalPath === null) return;
    let live = true;
    readReview(apiFetch, entity, id).then(
      (answer) => live && setReview(answer),
      () => live && setReview(null),
    );
    return () => {
      live = false;
    };
  }, [entity, id, originalPath, record]);

  const confirm = async () => {
    if (entity === null) return;
    setBusy(true);
    try {
      const { review: fresh, message } = await markReviewed(apiFetch, entity, id);
      setReview(fresh);
      notify(message || 'Traduction marquée comme à jour.', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'La traduction n’a pas pu être marquée.', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const link = originalPath ? <Link to={originalPath}>Voir l’original</Link> : null;
  if (review?.outdated) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2, width: '100%' }}
        data-testid="translation-of"
        action={
          <Button color="inherit" disabled={busy} onClick={() => void confirm()} sx={{ minHeight: 44 }}>
            Marquer comme à jour
          </Button>
        }
      >
        Version en {language}, à revoir : l’original a été modifié le {dateOf(review.originalUpdatedAt)},
        après cette traduction ({dateOf(review.updatedAt)}). {link}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="translation-of">
      Version en {language}. {link}
    </Alert>
  );
}
