import { z } from 'zod';

// A site's sender domain as the admin shows it: the DNS records to add for its
// SENDER_MAIL_ADDRESS's domain, whether each was found at the last check, and whether the
// platform sends from that address yet (otherwise from its own, with the site's as Reply-To).

export const senderDomainSchema = z.object({
  address: z.string().nullable().meta({ description: 'SENDER_MAIL_ADDRESS du site.' }),
  domain: z.string().nullable().meta({ example: 'massages-bien-etre.fr' }),
  verified: z.boolean().meta({ description: 'Les trois enregistrements ont été trouvés pour ce domaine.' }),
  sendsFrom: z.string().meta({ description: 'L’adresse d’expédition utilisée aujourd’hui.' }),
  replyTo: z.string().nullable().meta({ description: 'L’adresse de réponse quand la plateforme expédie.' }),
  checkedAt: z.string().nullable().meta({ description: 'Dernière vérification (ISO 8601).' }),
  resolverConfigured: z.boolean().meta({ description: 'Un résolveur DNS-over-HTTPS est configuré.' }),
  records: z.array(
    z.object({
      kind: z.enum(['SPF', 'DKIM', 'DMARC']),
      type: z.enum(['TXT', 'CNAME']),
      name: z.string().meta({ example: '_dmarc.massages-bien-etre.fr' }),
      value: z.string(),
      found: z.boolean(),
    }),
  ),
});
export type SenderDomain = z.infer<typeof senderDomainSchema>;
