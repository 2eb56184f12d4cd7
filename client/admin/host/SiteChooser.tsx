import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Link,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { sitePanelPath } from '../admin-paths';
import { signOut, type AdminSession, type AdminSite } from '../admin-session';
import { BlankSiteForm } from './BlankSiteForm';
import { HostFrame } from './HostFrame';

// The admin host's home for an account that manages several sites: each site with
// its name, its host and a link into its panel (and one to its storefront, in a new tab). The
// operator's chooser also leads to the platform screens, which live in the panel of any site
// (their calls name a site like every other call; the first site serves). The operator also
// creates a blank site here, which needs no site: on an empty platform, the first one.

const FILTER_FROM = 8; // a search field once the list no longer fits on a phone's screen

const PLATFORM_SCREENS = [
  { hash: 'sites', label: 'Sites de la plateforme' },
  { hash: 'domains', label: 'Domaines' },
  { hash: 'platform-users', label: 'Comptes des sites' },
  { hash: 'operators', label: 'Opérateurs' },
];

function SiteCard({ site }: { site: AdminSite }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} data-testid="site-choice">
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {site.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {site.host}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          href={sitePanelPath(site.id)}
          sx={{ minHeight: 44 }}
          aria-label={`Gérer ce site : ${site.name}`}
        >
          Gérer ce site
        </Button>
        <Button
          href={site.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ minHeight: 44 }}
          aria-label={`Voir le site ${site.name} (nouvel onglet)`}
        >
          Voir le site
        </Button>
      </CardActions>
    </Card>
  );
}

export function SiteChooser({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState('');
  const sites = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase('fr');
    return [...session.sites]
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .filter(
        (site) => needle === '' || `${site.name} ${site.host}`.toLocaleLowerCase('fr').includes(needle),
      );
  }, [session.sites, filter]);
  const [first] = session.sites;

  return (
    <HostFrame title="Choisir un site">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          Connecté : {session.account.email}
          {session.account.operator ? ' (opérateur de la plateforme)' : ''}
        </Typography>
        <Button
          variant="outlined"
          sx={{ minHeight: 44 }}
          onClick={() => void signOut().then(() => window.location.assign('/login'))}
        >
          Se déconnecter
        </Button>
      </Box>
      {session.account.operator && first ? (
        <Box component="nav" aria-labelledby="platform-title" sx={{ mb: 3 }}>
          <Typography id="platform-title" component="h2" variant="h6">
            Plateforme
          </Typography>
          <List dense>
            {PLATFORM_SCREENS.map((screen) => (
              <ListItem key={screen.hash} sx={{ px: 0 }}>
                <Link href={`${sitePanelPath(first.id)}#/${screen.hash}`} sx={{ py: 1 }}>
                  {screen.label}
                </Link>
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      {session.account.operator ? <BlankSiteForm first={session.sites.length === 0} /> : null}
      {session.sites.length >= FILTER_FROM ? (
        <TextField
          label="Rechercher un site"
          type="search"
          fullWidth
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ mb: 2 }}
        />
      ) : null}
      {session.sites.length === 0 ? (
        <Alert severity="info">
          {session.account.operator
            ? 'La plateforme n’a encore aucun site : créez le premier ci-dessus.'
            : 'Ce compte ne gère aucun site.'}
        </Alert>
      ) : (
        <Box component="ul" aria-label="Vos sites" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {sites.map((site) => (
            <SiteCard key={site.id} site={site} />
          ))}
        </Box>
      )}
    </HostFrame>
  );
}
