import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useResourceDefinition } from 'react-admin';
import { emptyListText, firstItemLabel } from './resource-nouns';

// Every list with nothing in it and no filter: it says so in the owner's words and,
// where items can be created, offers to create the first one. Set for all lists at once
// through the theme (layout.tsx). Replaces react-admin's empty page, whose text is drawn at
// half opacity (below WCAG AA contrast) under a decorative inbox icon.

export function EmptyList() {
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <Box
      data-testid="empty-list"
      sx={{ p: 3, mt: 1, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <Typography component="p" variant="h6" sx={{ mb: hasCreate ? 2 : 0 }}>
        {emptyListText(resource)}
      </Typography>
      {hasCreate ? (
        <CreateButton variant="contained" label={firstItemLabel(resource)} sx={{ minHeight: 44 }} />
      ) : null}
    </Box>
  );
}
