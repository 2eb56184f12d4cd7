import { StrictMode, lazy, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminPlace, loginPathFor, sitePanelPath } from './admin-paths';
import { readSession } from './admin-session';
import { setCurrentSite } from './current-site';
import { HostFrame } from './host/HostFrame';
import { LoginPage } from './host/LoginPage';
import { SiteChooser } from './host/SiteChooser';

// Entry of the admin bundle (scripts/build-admin.mjs), served by the admin host for
// /login, / and /sites/{id}/…: the path picks the screen. The sign-in page and the chooser
// are light; react-admin loads only for a site's panel. A signed-out visit goes to /login,
// remembering where it was going.

const AdminApp = lazy(async () => ({ default: (await import('./AdminApp')).AdminApp }));

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function Message({ title, text }: { title: string; text: ReactNode }) {
  return (
    <HostFrame title={title}>
      <p>{text}</p>
      <p>
        <a href="/">Choisir un site</a>
      </p>
    </HostFrame>
  );
}

async function screen(): Promise<ReactNode> {
  const place = adminPlace(window.location.pathname);
  if (place.screen === 'login') return <LoginPage />;
  if (place.screen === 'unknown') return <Message title="Page introuvable" text="Cette page n’existe pas." />;
  const session = await readSession();
  if (!session) {
    window.location.replace(loginPathFor(here()));
    return null;
  }
  if (place.screen === 'chooser') {
    const [only] = session.sites;
    if (only && session.sites.length === 1 && !session.account.operator) {
      window.location.replace(sitePanelPath(only.id));
      return null;
    }
    return <SiteChooser session={session} />;
  }
  const site = session.sites.find((entry) => entry.id === place.siteId);
  if (!site) return <Message title="Site non géré" text="Vous ne gérez pas ce site." />;
  setCurrentSite(site);
  return (
    <Suspense fallback={<p role="status">Chargement du panneau…</p>}>
      <AdminApp siteId={site.id} />
    </Suspense>
  );
}

const root = document.getElementById('admin-root');
if (root) {
  const render = (node: ReactNode) => createRoot(root).render(<StrictMode>{node}</StrictMode>);
  screen().then(render, () =>
    render(<Message title="Erreur" text="L’administration ne répond pas. Réessayez dans un instant." />),
  );
}
