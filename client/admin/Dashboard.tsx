import { Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Dashboard as DashboardData } from '../../src/schema/site/dashboard';
import { call } from './api-call';
import { dashboardView, euros, fullDate, type DashboardView, type DayRow } from './dashboard-data';
import { apiFetch } from './api-fetch';
import { BookingCard } from './BookingCard';
import { PageViewsCard } from './PageViewsCard';
import { countOf } from './messages/french-plural';

// The welcome screen: who is signed in, what waits (unread messages), the storefront's page
// views (PageViewsCard.tsx, 7 or 30 days) and the last 30 days as charts (campaign visits,
// visits by source, orders and revenue on a shop, messages). Each chart is a
// picture for the eye; the same numbers are in a table under it for screen readers and for
// whoever wants the figures, so the charts themselves are hidden from assistive technology.

const DAYS = 30;
const COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#546e7a'];

function ChartCard(props: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  headers: string[];
  rows: DayRow[];
  cells: (row: DayRow) => (string | number)[];
}) {
  return (
    <Card component="section" aria-labelledby={`${props.id}-title`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={`${props.id}-title`} component="h2" variant="h6">
          {props.title}
        </Typography>
        <Typography data-testid={`${props.id}-summary`}>{props.summary}</Typography>
        <Box aria-hidden="true" sx={{ width: '100%', height: 240, mt: 1 }}>
          <ResponsiveContainer width="100%" height="100%">
            {props.chart}
          </ResponsiveContainer>
        </Box>
        <Box component="details" sx={{ mt: 1 }}>
          <Box
            component="summary"
            sx={{
              cursor: 'pointer',
              minHeight: 44,
              display: 'flex',
              alignItems: 'center',
              color: 'primary.dark',
              textDecoration: 'underline',
            }}
          >
            Voir les chiffres
          </Box>
          <Box role="region" aria-label={`Chiffres : ${props.title}`} tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
              <caption style={{ textAlign: 'left' }}>{`${props.title}, par jour`}</caption>
              <thead>
                <tr>
                  <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 2 }}>
                    Jour
                  </Box>
                  {props.headers.map((header) => (
                    <Box component="th" scope="col" key={header} sx={{ textAlign: 'right', pr: 2 }}>
                      {header}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.rows.map((row) => (
                  <tr key={row.date}>
                    <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 'normal', pr: 2 }}>
                      {fullDate(row.date)}
                    </Box>
                    {props.cells(row).map((cell, index) => (
                      <Box component="td" key={props.headers[index]} sx={{ textAlign: 'right', pr: 2 }}>
                        {cell}
                      </Box>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

const axes = (
  <>
    <CartesianGrid strokeDasharray="3 3" />
    <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={16} />
    <YAxis allowDecimals={false} width={40} />
    <Tooltip />
  </>
);

function Charts({ view }: { view: DashboardView }) {
  const { rows, sources, totals } = view;
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          id="visits"
          title="Visites"
          summary={`${plural(totals.visits, 'visite', 'visites')} en ${DAYS} jours.`}
          rows={rows}
          headers={['Visites']}
          cells={(row) => [row.visits]}
          chart={
            <LineChart data={rows} accessibilityLayer={false}>
              {axes}
              <Line
                type="monotone"
                dataKey="visits"
                name="Visites"
                stroke={COLOURS[0]}
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          id="sources"
          title="Visites par source"
          summary={
            sources.length === 0
              ? 'Aucune visite venue d’un lien de campagne (?from=).'
              : sources
                  .map(
                    (source) => `${source} : ${rows.reduce((n, row) => n + (row.sources[source] ?? 0), 0)}`,
                  )
                  .join(' · ')
          }
          rows={rows}
          headers={sources}
          cells={(row) => sources.map((source) => row.sources[source] ?? 0)}
          chart={
            <BarChart data={rows} accessibilityLayer={false}>
              {axes}
              <Legend />
              {sources.map((source, index) => (
                <Bar
                  key={source}
                  dataKey={(row: DayRow) => row.sources[source] ?? 0}
                  name={source}
                  stackId="sources"
                  fill={COLOURS[index % COLOURS.length]}
                />
              ))}
            </BarChart>
          }
        />
      </Grid>
      {view.hasShop ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            id="orders"
            title="Commandes et chiffre d’affaires"
            summary={`${plural(totals.orders ?? 0, 'commande payée', 'commandes payées')}, ${euros(totals.revenueCents ?? 0)} en ${DAYS} jours.`}
            rows={rows}
            headers={['Commandes payées', 'Chiffre d’affaires']}
            cells={(row) => [row.orders ?? 0, euros(row.revenueCents ?? 0)]}
            chart={
              <ComposedChart data={rows} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={16} />
                <YAxis yAxisId="orders" allowDecimals={false} width={32} />
                <YAxis yAxisId="revenue" orientation="right" width={56} unit=" €" />
                <Tooltip />
                <Legend />
                <Bar yAxisId="orders" dataKey="orders" name="Commandes" fill={COLOURS[2]} />
                <Line
                  yAxisId="revenue"
                  type="monotone"
                  dataKey="revenue"
                  name="Chiffre d’affaires (€)"
                  stroke={COLOURS[1]}
                  strokeWidth={2}
                  dot={false}
                />
              </ComposedChart>
            }
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          id="messages"
          title="Messages reçus"
          summary={`${plural(totals.messages, 'message reçu', 'messages reçus')} en ${DAYS} jours.`}
          rows={rows}
          headers={['Messages']}
          cells={(row) => [row.messages]}
          chart={
            <BarChart data={rows} accessibilityLayer={false}>
              {axes}
              <Bar dataKey="messages" name="Messages" fill={COLOURS[3]} />
            </BarChart>
          }
        />
      </Grid>
    </Grid>
  );
}

export function Dashboard() {
  const { identity } = useGetIdentity();
  const [unread, setUnread] = useState<number | null>(null);
  const [view, setView] = useState<DashboardView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    call(apiFetch, '/admin/message?unread=true&nbItem=1')
      .then(({ data }) => setUnread((data as { unread: number }).unread))
      .catch(() => setUnread(null));
    call(apiFetch, `/admin/dashboard?days=${DAYS}`)
      .then(({ data }) => setView(dashboardView(data as DashboardData)))
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : 'Les statistiques ne sont pas disponibles.'),
      );
  }, []);
  return (
    <Box>
      <Title title="Tableau de bord" />
      <Card>
        <CardContent>
          {/* The account is an e-mail address, not a name: it is said under the greeting, where it
              may break anywhere on a phone. */}
          <Typography component="h1" variant="h5" gutterBottom>
            Bonjour
          </Typography>
          {identity?.fullName ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              Connecté avec {identity.fullName}
            </Typography>
          ) : null}
          <Typography>
            {unread === null
              ? 'Chargement des messages…'
              : unread === 0
                ? 'Aucun message non lu.'
                : `${countOf(unread, 'message non lu', 'messages non lus')}.`}
          </Typography>
        </CardContent>
      </Card>
      <BookingCard />
      <PageViewsCard />
      {failure ? (
        <Typography role="alert" sx={{ mt: 2 }}>
          {failure}
        </Typography>
      ) : view ? (
        <Charts view={view} />
      ) : (
        <LinearProgress aria-label="Chargement des statistiques" sx={{ mt: 2 }} />
      )}
    </Box>
  );
}
