import { z } from 'zod';

// Search: GET /search?q=&page=&nbItem= → { results, total }, across the CMS pages,
// news, blog articles and services of the request's site and locale, best match first.

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const searchKindSchema = z.enum(['PAGE', 'NEWS', 'BLOG', 'SERVICE']);
export type SearchKind = z.infer<typeof searchKindSchema>;

const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  title: z.string(),
  url: z.string().meta({ description: 'Adresse publique, sans préfixe de langue.' }),
  excerpt: z.string().meta({
    description: 'Extrait échappé pour HTML ; seules les balises <mark> (mots trouvés) sont du HTML.',
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchListSchema = z.object({ results: z.array(searchResultSchema), total: z.number().int() });
export type SearchList = z.infer<typeof searchListSchema>;

export const searchQuerySchema = z.object({
  q: z
    .string({ message: 'Indiquez les mots à rechercher (paramètre q).' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `La recherche doit contenir au moins ${SEARCH_MIN_LENGTH} caractères.`)
    .max(SEARCH_MAX_LENGTH, `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.`)
    .meta({ description: 'Les mots recherchés (2 à 100 caractères).', example: 'massage' }),
  page: z.coerce
    .number({ message: 'Le numéro de page doit être un nombre entier positif.' })
    .int('Le numéro de page doit être un nombre entier positif.')
    .min(1, 'Le numéro de page doit être un nombre entier positif.')
    .max(1000, 'Le numéro de page ne peut pas dépasser 1000.')
    .default(1),
  nbItem: z.coerce
    .number({ message: 'nbItem doit être un nombre entier entre 1 et 50.' })
    .int('nbItem doit être un nombre entier entre 1 et 50.')
    .min(1, 'nbItem doit être un nombre entier entre 1 et 50.')
    .max(50, 'nbItem doit être un nombre entier entre 1 et 50.')
    .default(SEARCH_PAGE_SIZE),
});
