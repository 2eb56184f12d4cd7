// Sample albums: the massage practice (its rooms, a session in a company) and the wine estate
// (its cellar and the harvest). Plain data and SQL, run by Node with type stripping too.
import { insert } from './sql.ts';

export interface SeedAlbum {
  id: number;
  siteId: number;
  title: string;
  description: string;
  media: { file: string; alt: string; type?: 'image' | 'video' }[];
}

const sampleAlbums: SeedAlbum[] = [
  {
    id: 1,
    siteId: 1,
    title: 'Le cabinet de Vertou',
    description:
      'Une salle calme et chauffée, une table large, des huiles bio et un coin thé pour prendre le temps avant et après la séance.',
    media: [
      { file: 'cabinet-salle.svg', alt: 'La salle de soin : table de massage, plaid et lumière tamisée' },
      {
        file: 'cabinet-accueil.svg',
        alt: "Le coin d'accueil avec deux fauteuils, une théière et des plantes",
      },
      { file: 'soins.svg', alt: 'Galets chauds, bol en métal et feuilles prêts pour un soin' },
      { file: 'reflexologie.svg', alt: 'Pieds détendus sur un coussin pendant une séance de réflexologie' },
      { file: 'hero-massage.svg', alt: 'Mains posées en douceur sur un dos détendu' },
    ],
  },
  {
    id: 2,
    siteId: 1,
    title: 'Une matinée bien-être en entreprise',
    description:
      "Vingt minutes d'amma assis par personne, habillé, sur une chaise ergonomique installée dans une salle de réunion : retour en images sur une matinée dans une PME nantaise.",
    media: [
      { file: 'entreprise.svg', alt: 'Chaise de massage installée dans une salle de réunion lumineuse' },
      { file: 'amma-assis.svg', alt: 'Séance de massage amma sur une chaise ergonomique' },
      { file: 'entreprise-pause.svg', alt: 'Salariés autour d’un thé entre deux séances, planning au mur' },
    ],
  },
  {
    id: 3,
    siteId: 2,
    title: 'Cave et vendanges',
    description:
      'Nos caves creusées dans le tuffeau, où le vin s’élève en barriques, et les vendanges à la main sur les coteaux de Champigny.',
    media: [
      { file: 'vendanges.svg', alt: 'Vendangeurs entre les rangs de cabernet franc, cagettes pleines' },
      { file: 'pressoir.svg', alt: 'Le pressoir pneumatique au chai, raisins fraîchement rentrés' },
      { file: 'cave.svg', alt: 'Galerie de cave creusée dans le tuffeau, barriques alignées' },
      { file: 'vignes.svg', alt: 'Les coteaux de vigne au-dessus de la Loire' },
      { file: 'degustation.svg', alt: 'Verres de saumur-champigny servis au caveau' },
    ],
  },
];

export function albumStatements(albums: SeedAlbum[] = sampleAlbums): string[] {
  const statements: string[] = [];
  for (const album of albums) {
    statements.push(
      insert('albums', {
        id: album.id,
        site_id: album.siteId,
        locale: 'fr_FR',
        title: album.title,
        description: album.description,
        position: album.id,
      }),
    );
    album.media.forEach((media, index) => {
      statements.push(
        insert('album_media', {
          site_id: album.siteId,
          album_id: album.id,
          url: `/assets/sample/${media.file}`,
          type: media.type ?? 'image',
          alt: media.alt,
          position: index,
        }),
      );
    });
  }
  return statements;
}
