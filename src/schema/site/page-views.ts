import { z } from 'zod';

// The storefront's page views as the admin dashboard reads them: counted per site,
// Paris day, path and source, anonymously (no cookie, no personal data), for the last 7 or 30
// days: the views of each day, the most viewed pages and the sources visitors came from.

export const PAGE_VIEW_PERIODS = [7, 30] as const;
export const PAGE_VIEW_TOP = 10;
/** The source of a view with neither a `from` campaign nor another site as referrer. */
export const DIRECT_SOURCE = '';

export const pageViewsSchema = z.object({
  days: z.array(
    z.object({
      date: z
        .string()
        .meta({ description: 'Jour (calendrier de Paris), AAAA-MM-JJ.', example: '2026-11-23' }),
      views: z.number().int(),
    }),
  ),
  topPages: z
    .array(z.object({ path: z.string().meta({ example: '/qui-suis-je' }), views: z.number().int() }))
    .meta({ description: `Les ${PAGE_VIEW_TOP} pages les plus vues de la période.` }),
  topSources: z
    .array(
      z.object({
        source: z.string().meta({
          description:
            'La campagne (`?from=`, arrivées comptées par le lien), le domaine du site d’où vient le visiteur, ou "" (accès direct).',
          example: 'google.com',
        }),
        views: z.number().int(),
      }),
    )
    .meta({ description: `Les ${PAGE_VIEW_TOP} sources les plus fréquentes de la période.` }),
  total: z.number().int(),
  timeZone: z.string(),
});
export type PageViews = z.infer<typeof pageViewsSchema>;
