import { z } from 'zod';

// The contact form (POST /message). Messages are French because visitors read them.
export const contactMessageSchema = z.object({
  firstname: z
    .string({ message: 'Le prénom est obligatoire.' })
    .trim()
    .min(1, { message: 'Le prénom est obligatoire.' })
    .max(100, { message: 'Le prénom ne doit pas dépasser 100 caractères.' }),
  lastname: z
    .string({ message: 'Le nom est obligatoire.' })
    .trim()
    .min(1, { message: 'Le nom est obligatoire.' })
    .max(100, { message: 'Le nom ne doit pas dépasser 100 caractères.' }),
  email: z
    .string({ message: "L'adresse e-mail est obligatoire." })
    .trim()
    .pipe(z.email({ message: "L'adresse e-mail n'est pas valide." })),
  phone: z
    .string()
    .trim()
    .regex(/^[+0-9 ().-]{6,20}$/, { message: "Le numéro de téléphone n'est pas valide." })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: z
    .string({ message: "L'objet est obligatoire." })
    .trim()
    .min(2, { message: "L'objet est obligatoire." })
    .max(150, { message: "L'objet ne doit pas dépasser 150 caractères." }),
  body: z
    .string({ message: 'Le message est obligatoire.' })
    .trim()
    .min(10, { message: 'Le message doit contenir au moins 10 caractères.' })
    .max(5000, { message: 'Le message ne doit pas dépasser 5000 caractères.' }),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
