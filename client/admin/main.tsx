import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';

// Entry of the admin bundle (scripts/build-admin.mjs), loaded only by /admin.
const root = document.getElementById('admin-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
}
