import { z } from 'zod';

export const componentConfSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  conf: z.record(z.string(), z.unknown()),
});
export type ComponentConf = z.infer<typeof componentConfSchema>;

/** The footer's link columns, configured per site (component configuration 'footer'). */
export const footerConfSchema = z.object({
  columns: z
    .array(
      z.object({
        title: z.string().min(1),
        links: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })).max(12),
      }),
    )
    .max(4),
});
export type FooterConf = z.infer<typeof footerConfSchema>;

/** A stored footer configuration, or null when absent or not of the expected shape. */
export function parseFooterConf(conf: unknown): FooterConf | null {
  const parsed = footerConfSchema.safeParse(conf);
  return parsed.success ? parsed.data : null;
}
