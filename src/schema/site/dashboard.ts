import { z } from 'zod';

// The admin dashboard: per Paris calendar day of the last N days, the campaign
// visits (?from=), split by source, the paid orders and their revenue (shops only) and the
// contact messages received, with the totals of the period.

export const DASHBOARD_DEFAULT_DAYS = 30;
export const DASHBOARD_MAX_DAYS = 90;

const dashboardDaySchema = z.object({
  date: z.string().meta({ description: 'Jour (calendrier de Paris), AAAA-MM-JJ.', example: '2026-11-23' }),
  visits: z.number().int(),
  visitsBySource: z.record(z.string(), z.number().int()),
  messages: z.number().int(),
  orders: z.number().int().optional().meta({ description: 'Commandes payées (sites marchands).' }),
  revenueCents: z.number().int().optional().meta({ description: 'Chiffre d’affaires TTC en centimes.' }),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

const dashboardTotalsSchema = z.object({
  visits: z.number().int(),
  visitsBySource: z.record(z.string(), z.number().int()),
  messages: z.number().int(),
  orders: z.number().int().optional(),
  revenueCents: z.number().int().optional(),
});

export const dashboardSchema = z.object({
  days: z.array(dashboardDaySchema),
  totals: dashboardTotalsSchema,
  timeZone: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
