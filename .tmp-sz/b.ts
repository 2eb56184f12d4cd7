import { z } from 'zod';
export const s = z.object({ id: z.number(), name: z.string(), xs: z.array(z.object({a: z.number().nullable().optional()})), t: z.enum(['A','B']) });
console.log(s.safeParse({}));
