import { Box, Container, CssBaseline, ThemeProvider, Typography, createTheme } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { ADMIN_PALETTE } from '../admin-palette';

// The frame of the admin host's own pages (sign-in, site chooser): one column that fits a
// 375 px phone, the page's title as its one h1, and the browser tab named after the page.

const theme = createTheme({ palette: ADMIN_PALETTE });

export function HostFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} – Administration`;
  }, [title]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 3, sm: 6 } }}>
        <Container maxWidth="sm" sx={{ px: { xs: 2, sm: 3 } }}>
          <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {children}
        </Container>
      </Box>
    </ThemeProvider>
  );
}
