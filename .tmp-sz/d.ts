import { object, number, string, array, optional, nullable, enum as zenum, safeParse } from 'zod/mini';
export const s = object({ id: number(), name: string(), xs: array(object({a: optional(nullable(number()))})), t: zenum(['A','B']) });
console.log(safeParse(s, {}));
