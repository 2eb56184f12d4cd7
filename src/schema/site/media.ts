import { z } from 'zod';

// The media module's payloads: POST /image/load-svg and the admin media library.

const URL_MAX_LENGTH = 2048;

export const loadSvgInputSchema = z
  .object({
    url: z
      .string({ message: "L'adresse du fichier SVG est obligatoire." })
      .trim()
      .min(1, { message: "L'adresse du fichier SVG est obligatoire." })
      .max(URL_MAX_LENGTH, { message: `L'adresse ne doit pas dépasser ${URL_MAX_LENGTH} caractères.` }),
  })
  .meta({
    description: 'L’adresse http(s) publique du fichier SVG à charger.',
    example: { url: 'https://cdn.example.fr/icone.svg' },
  });

export const mediaFileSchema = z
  .object({
    name: z.string().meta({ description: 'Nom stocké, unique, dans l’adresse du fichier.' }),
    url: z.string().meta({
      description: 'Adresse publique sur le site, servie depuis R2.',
      example: '/media/3f2a9c1b7d4e-cabine.png',
    }),
    originalName: z.string().meta({ description: 'Nom du fichier envoyé.' }),
    type: z.enum(['image', 'video']),
    contentType: z.string(),
    size: z.number().int().meta({ description: 'Taille en octets.' }),
    width: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Largeur intrinsèque des images (pixels), sinon null.' }),
    height: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Hauteur intrinsèque des images (pixels), sinon null.' }),
    uploadedAt: z.string().meta({ description: 'Date d’envoi (ISO 8601).' }),
  })
  .meta({ id: 'MediaFile' });
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaListSchema = z.object({
  media: z.array(mediaFileSchema),
  cursor: z
    .string()
    .nullable()
    .meta({ description: 'À repasser dans `cursor` pour la page suivante ; null à la fin.' }),
});
