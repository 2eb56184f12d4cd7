import type { Dashboard } from '../../src/schema/site/dashboard';
import type { PageViews } from '../../src/schema/site/page-views';

// The dashboard's numbers shaped for its charts and tables (pure, unit-tested): day labels in
// French, euros from cents, and the visit sources reduced to the few that matter plus « Autres »
// so a chart stays readable whatever the campaigns were called.

export const OTHER_SOURCES = 'Autres';
const TOP_SOURCES = 5;

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** « 23/11 » for the axis; dates are Paris calendar dates already, read as plain dates. */
export const shortDate = (date: string): string => dayLabel.format(new Date(`${date}T12:00:00Z`));
/** « lundi 23 novembre » for the tables. */
export const fullDate = (date: string): string => longDay.format(new Date(`${date}T12:00:00Z`));
/** « 45,90 € » (the non-breaking spaces of the French format kept). */
export const euros = (cents: number): string => euroFormat.format(cents / 100);

export interface DayRow {
  date: string;
  label: string;
  visits: number;
  messages: number;
  orders: number | null;
  revenue: number | null; // euros, for the axis
  revenueCents: number | null;
  sources: Record<string, number>;
}

export interface DashboardView {
  rows: DayRow[];
  /** The sources charted, most visits first, « Autres » last when some were folded. */
  sources: string[];
  hasShop: boolean;
  totals: Dashboard['totals'];
}

export function dashboardView(dashboard: Dashboard, topSources = TOP_SOURCES): DashboardView {
  const ranked = Object.entries(dashboard.totals.visitsBySource).sort(
    ([a, n], [b, m]) => m - n || a.localeCompare(b, 'fr'),
  );
  const kept = ranked.slice(0, topSources).map(([source]) => source);
  const folded = ranked.length > topSources;
  const hasShop = dashboard.totals.orders !== undefined;
  const rows = dashboard.days.map((day): DayRow => {
    const sources: Record<string, number> = Object.fromEntries(kept.map((source) => [source, 0]));
    if (folded) sources[OTHER_SOURCES] = 0;
    for (const [source, n] of Object.entries(day.visitsBySource)) {
      const key = kept.includes(source) ? source : OTHER_SOURCES;
      sources[key] = (sources[key] ?? 0) + n;
    }
    return {
      date: day.date,
      label: shortDate(day.date),
      visits: day.visits,
      messages: day.messages,
      orders: hasShop ? (day.orders ?? 0) : null,
      revenue: hasShop ? (day.revenueCents ?? 0) / 100 : null,
      revenueCents: hasShop ? (day.revenueCents ?? 0) : null,
      sources,
    };
  });
  return { rows, sources: folded ? [...kept, OTHER_SOURCES] : kept, hasShop, totals: dashboard.totals };
}

/** « Accès direct » for the views that came from no other site and no campaign. */
const sourceLabel = (source: string): string => (source === '' ? 'Accès direct' : source);

export interface PageViewsView {
  rows: { date: string; label: string; views: number }[];
  pages: { path: string; views: number }[];
  sources: { label: string; views: number }[];
  total: number;
}

/** The page views (GET /admin/dashboard/page-views) shaped for the chart and the two tables. */
export function pageViewsView(views: PageViews): PageViewsView {
  return {
    rows: views.days.map((day) => ({ date: day.date, label: shortDate(day.date), views: day.views })),
    pages: views.topPages,
    sources: views.topSources.map((source) => ({ label: sourceLabel(source.source), views: source.views })),
    total: views.total,
  };
}
