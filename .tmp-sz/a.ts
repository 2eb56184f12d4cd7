import { z } from 'zod/mini';
export const s = z.object({ id: z.number(), name: z.string(), xs: z.array(z.object({a: z.optional(z.nullable(z.number()))})), t: z.enum(['A','B']) });
console.log(s.safeParse({}));
