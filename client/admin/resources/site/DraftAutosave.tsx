import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';

// Saves the draft while the owner types: a few seconds after the last change, only when the
// values differ from the last ones saved, never while a save is under way (the next one waits
// for it), and not at all while `paused` (a conflict waits for the owner's choice).

const DELAY_MS = 3_000;

interface DraftAutosaveProps {
  /** Saves the values; true when the server kept them. */
  save: (values: Record<string, unknown>) => Promise<boolean>;
  paused: boolean;
}

export function DraftAutosave({ save, paused }: DraftAutosaveProps) {
  const values = useWatch() as Record<string, unknown>;
  const json = JSON.stringify(values);
  const saved = useRef(json);
  const inFlight = useRef(false);
  const latest = useRef({ values, json, save, paused });
  latest.current = { values, json, save, paused };

  useEffect(() => {
    if (paused || json === saved.current) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const now = latest.current;
      if (now.paused || now.json === saved.current) return;
      if (inFlight.current) {
        timer = setTimeout(attempt, DELAY_MS);
        return;
      }
      inFlight.current = true;
      void now
        .save(now.values)
        .then((kept) => {
          if (kept) saved.current = now.json;
        })
        .finally(() => {
          inFlight.current = false;
        });
    };
    timer = setTimeout(attempt, DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, paused]);

  return null;
}

/** A save refused because the draft was saved elsewhere since: reload it, or close to copy one's text. */
export function DraftConflictDialog({
  open,
  onClose,
  onReload,
}: {
  open: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="draft-conflict-title">
      <DialogTitle id="draft-conflict-title">Le brouillon a changé entre-temps</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Ce brouillon a été enregistré ailleurs (un autre onglet ou une autre personne) depuis que vous
          l’avez ouvert : le vôtre n’a pas été enregistré. Rechargez-le pour voir la dernière version, ou
          fermez ce message pour copier votre texte d’abord.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Fermer
        </Button>
        <Button variant="contained" sx={{ minHeight: 44 }} onClick={onReload}>
          Recharger le brouillon
        </Button>
      </DialogActions>
    </Dialog>
  );
}
