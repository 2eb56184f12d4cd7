import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import type { DraftFields } from './PublishingPanel';
import { RevisionCompare } from './RevisionCompare';

// The item's published versions, the latest first: each can be compared with the current
// version (« Comparer ») or restored as the draft (« Restaurer »). The buttons sit under the
// version's words, so that a phone's narrow row never hides one behind the other.

export interface RevisionRow {
  rev: number;
  summary: string;
  author: string | null;
  createdAt: string;
}

const parisDate = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

interface RevisionListProps {
  base: string;
  revisions: RevisionRow[];
  current: DraftFields;
  currentTitle: string;
  onRestore: (rev: number) => void;
}

export function RevisionList({ base, revisions, current, currentTitle, onRestore }: RevisionListProps) {
  const [compared, setCompared] = useState<number | null>(null);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        Versions publiées
      </Typography>
      {revisions.length === 0 ? (
        <Typography variant="body2">Aucune publication pour l’instant.</Typography>
      ) : (
        <List dense>
          {revisions.map((revision) => (
            <ListItem
              key={revision.rev}
              data-testid={`revision-${revision.rev}`}
              sx={{ flexWrap: 'wrap', columnGap: 1, px: 0, borderBottom: 1, borderColor: 'divider' }}
            >
              <ListItemText
                sx={{ flex: '1 1 240px' }}
                primary={`Version ${revision.rev} : ${revision.summary}`}
                secondary={`${parisDate.format(new Date(revision.createdAt))}${revision.author ? `, ${revision.author}` : ''}`}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  sx={{ minHeight: 44 }}
                  aria-label={`Comparer la version ${revision.rev} avec la version actuelle`}
                  onClick={() => setCompared(revision.rev)}
                >
                  Comparer
                </Button>
                <Button
                  sx={{ minHeight: 44 }}
                  aria-label={`Restaurer la version ${revision.rev}`}
                  onClick={() => onRestore(revision.rev)}
                >
                  Restaurer
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {compared !== null ? (
        <RevisionCompare
          base={base}
          rev={compared}
          current={current}
          currentTitle={currentTitle}
          onClose={() => setCompared(null)}
        />
      ) : null}
    </>
  );
}
