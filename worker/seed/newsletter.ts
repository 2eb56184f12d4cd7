// Sample newsletter lists of the two sample sites (migration 0014). Original French text,
// written as the practice and the estate would. Plain data and Node type stripping only.
import { insert } from './sql.ts';

interface SeedList {
  siteId: number;
  name: string;
  description: string;
  isDefault: boolean;
  position: number;
}

const MASSAGE = 1;
const WINE = 2;

const sampleNewsletterLists: SeedList[] = [
  {
    siteId: MASSAGE,
    name: 'La lettre bien-être',
    description:
      'Une fois par saison : conseils pour prolonger les bienfaits d’un massage, nouveaux soins et dates des ateliers.',
    isDefault: true,
    position: 1,
  },
  {
    siteId: MASSAGE,
    name: 'Disponibilités et offres du moment',
    description: 'Les créneaux qui se libèrent et les cartes cadeaux pour les fêtes, quelques fois par an.',
    isDefault: false,
    position: 2,
  },
  {
    siteId: WINE,
    name: 'Les nouvelles du domaine',
    description: 'Vendanges, mises en bouteille et millésimes à découvrir, racontés depuis le chai.',
    isDefault: true,
    position: 1,
  },
  {
    siteId: WINE,
    name: 'Portes ouvertes et dégustations',
    description: 'Les invitations aux portes ouvertes, salons et dégustations au caveau.',
    isDefault: false,
    position: 2,
  },
];

export function newsletterStatements(): string[] {
  return sampleNewsletterLists.map((list) =>
    insert('newsletter_lists', {
      site_id: list.siteId,
      name: list.name,
      description: list.description,
      is_default: list.isDefault,
      position: list.position,
    }),
  );
}
