import { z } from 'zod';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { cleanText, isSafeLinkOrSitePath } from '../shared/safe-text';

// Footer logo elements: partner and label logos shown in the footer,
// 100 per page.

export const FOOTER_LOGO_PAGE_SIZE = 100;

export const footerLogoSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'Le partenaire ou le label ; aussi le texte alternatif du logo.' }),
    image: z.string().meta({ description: 'Adresse de l’image (chemin du site ou http(s)).' }),
    link: z.string().nullable().meta({ description: 'Le site du partenaire, quand le logo y mène.' }),
    order: z.number().int(),
  })
  .meta({ id: 'FooterLogo' });
export type FooterLogo = z.infer<typeof footerLogoSchema>;

export const footerLogoListSchema = z.object({
  footerLogos: z.array(footerLogoSchema),
  total: z.number().int(),
});

export const footerLogoInputSchema = z.object({
  name: cleanText()
    .trim()
    .min(1, { message: 'Le nom est obligatoire.' })
    .max(120, { message: 'Le nom doit faire au plus 120 caractères.' }),
  image: z
    .string()
    .trim()
    .refine((url) => url.length <= 2000 && safeImageSrc(url) !== null, {
      message: "L'image doit être un chemin du site (/…) ou une adresse http(s).",
    }),
  link: z
    .string()
    .trim()
    .max(2000, { message: 'Le lien doit faire au plus 2000 caractères.' })
    .refine(isSafeLinkOrSitePath, {
      message: 'Le lien doit être une adresse http(s), mailto:, tel: ou un chemin du site.',
    })
    .nullable()
    .default(null),
  order: z.number().int().min(0).max(10_000).optional().meta({ description: 'Par défaut : à la fin.' }),
});
export type FooterLogoInput = z.infer<typeof footerLogoInputSchema>;
