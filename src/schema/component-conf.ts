import { z } from 'zod';

export const componentConfSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  conf: z.record(z.string(), z.unknown()),
});
export type ComponentConf = z.infer<typeof componentConfSchema>;
