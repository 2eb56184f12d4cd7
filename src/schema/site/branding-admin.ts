import { z } from 'zod';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { fontSchema, logoSchema, logoTypeSchema } from './site';
import { cleanText } from '../shared/safe-text';

// What an owner sets of the site's look besides its colour settings (its logos
// and the site info's fonts): one logo per type (an image of the media library) and the three fonts
// (title, content, menu). The font values end up in the page's <style>, so they are checked
// here as strictly as src/domain/site/theme.ts checks them when it writes the stylesheet.

export const fontTypeSchema = z.enum(['TITLE', 'CONTENT', 'MENU']);
export type FontType = z.infer<typeof fontTypeSchema>;

export const logoInputSchema = z.object({
  url: z
    .string({ message: "L'adresse de l'image est obligatoire." })
    .trim()
    .max(2000, { message: "L'adresse de l'image est trop longue." })
    .refine((value) => safeImageSrc(value) !== null, {
      message: "L'image doit être une adresse https:// ou un chemin du site (/media/…).",
    }),
  alt: cleanText()
    .trim()
    .max(200, { message: 'Le texte alternatif doit faire au plus 200 caractères.' })
    .default(''),
});
export type LogoInput = z.infer<typeof logoInputSchema>;

const FAMILY = /^[A-Za-z0-9 ,'"-]+$/;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const fontInputSchema = z.object({
  family: z
    .string({ message: 'La famille de police est obligatoire.' })
    .trim()
    .min(1, { message: 'La famille de police est obligatoire.' })
    .max(120, { message: 'La famille de police doit faire au plus 120 caractères.' })
    .regex(FAMILY, {
      message:
        'La famille ne peut contenir que des lettres, chiffres, espaces, virgules, tirets et guillemets.',
    }),
  color: z
    .string()
    .trim()
    .regex(HEX, { message: 'La couleur doit être au format #rrggbb.' })
    .nullable()
    .default(null),
  size: z
    .number({ message: 'La taille doit être un nombre.' })
    .int({ message: 'La taille doit être un nombre entier de pixels.' })
    .min(8, { message: 'La taille doit être comprise entre 8 et 96 px.' })
    .max(96, { message: 'La taille doit être comprise entre 8 et 96 px.' })
    .nullable()
    .default(null),
  weight: z
    .number({ message: "L'épaisseur doit être un nombre." })
    .int()
    .min(100, { message: "L'épaisseur va de 100 à 900." })
    .max(900, { message: "L'épaisseur va de 100 à 900." })
    .refine((value) => value % 100 === 0, { message: "L'épaisseur est un multiple de 100 (400 : normal)." })
    .nullable()
    .default(null),
  style: z
    .enum(['normal', 'italic', 'oblique'], { message: 'Le style est normal, italic ou oblique.' })
    .nullable()
    .default(null),
});
export type FontInput = z.infer<typeof fontInputSchema>;

export const brandingSchema = z.object({ logos: z.array(logoSchema), fonts: z.array(fontSchema) });
export { logoTypeSchema };
