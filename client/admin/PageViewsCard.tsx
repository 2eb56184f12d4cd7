import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PAGE_VIEW_PERIODS, type PageViews } from '../../src/schema/site/page-views';
import { apiFetch } from './api-fetch';
import { call } from './api-call';
import { fullDate, pageViewsView, type PageViewsView } from './dashboard-data';

// The storefront's page views on the dashboard: counted anonymously by the Worker
// (no cookie, no personal data), per day for the last 7 or 30 days, with the most viewed pages
// and where visitors came from. As for the other charts, the chart is for the eye and the
// numbers are in tables for everyone.

type Period = (typeof PAGE_VIEW_PERIODS)[number];

function Ranking(props: { id: string; title: string; head: string; rows: { key: string; views: number }[] }) {
  return (
    <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography id={props.id} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Typography variant="body2">Aucune page vue sur la période.</Typography>
      ) : (
        <Box
          component="table"
          aria-labelledby={props.id}
          sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 2 }}>
                {props.head}
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
                Pages vues
              </Box>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <Box component="td" sx={{ pr: 2, overflowWrap: 'anywhere' }}>
                  {row.key}
                </Box>
                <Box component="td" sx={{ textAlign: 'right' }}>
                  {row.views}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}

function PageViewsBody({ view, days }: { view: PageViewsView; days: Period }) {
  return (
    <>
      <Typography data-testid="page-views-summary">
        {`${view.total} ${view.total > 1 ? 'pages vues' : 'page vue'} en ${days} jours.`}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', height: 220, mt: 1 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={view.rows} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="views"
              name="Pages vues"
              stroke="#00695c"
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box
          component="summary"
          sx={{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' }}
        >
          Voir les pages vues par jour
        </Box>
        <Box role="region" aria-label="Pages vues par jour" tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.date}>
                  <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 'normal', pr: 2 }}>
                    {fullDate(row.date)}
                  </Box>
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    {row.views}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <Ranking
          id="top-pages-title"
          title="Pages les plus vues"
          head="Page"
          rows={view.pages.map((page) => ({ key: page.path, views: page.views }))}
        />
        <Ranking
          id="top-sources-title"
          title="Sources"
          head="Source"
          rows={view.sources.map((source) => ({ key: source.label, views: source.views }))}
        />
      </Box>
    </>
  );
}

export function PageViewsCard() {
  const [days, setDays] = useState<Period>(30);
  const [view, setView] = useState<PageViewsView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setView(null);
    setFailure(null);
    call(apiFetch, `/admin/dashboard/page-views?days=${days}`)
      .then(({ data }) => setView(pageViewsView(data as PageViews)))
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : 'Les pages vues ne sont pas disponibles.'),
      );
  }, [days]);
  return (
    <Card component="section" aria-labelledby="page-views-title" sx={{ mt: 2 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography id="page-views-title" component="h2" variant="h6">
            Pages vues
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={days}
            aria-label="Période"
            onChange={(_event, value: Period | null) => {
              if (value !== null) setDays(value);
            }}
          >
            {PAGE_VIEW_PERIODS.map((period) => (
              <ToggleButton key={period} value={period} sx={{ minHeight: 44, minWidth: 88 }}>
                {`${period} jours`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {failure ? (
          <Typography role="alert">{failure}</Typography>
        ) : view ? (
          <PageViewsBody view={view} days={days} />
        ) : (
          <LinearProgress aria-label="Chargement des pages vues" sx={{ mt: 2 }} />
        )}
      </CardContent>
    </Card>
  );
}
