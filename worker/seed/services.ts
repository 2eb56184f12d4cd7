// Sample services: the massage practice's treatments, with the tags visitors filter them by.
// Plain data and SQL, run by Node with type stripping too.
import { insert } from './sql.ts';

export interface SeedService {
  id: number;
  siteId: number;
  title: string;
  summary: string;
  description: string; // rich text, already safe (sanitised again on read)
  image: { file: string; alt: string };
  tags: string[];
}

const sampleServices: SeedService[] = [
  {
    id: 1,
    siteId: 1,
    title: 'Massage relaxant aux huiles',
    summary: 'Des mouvements longs et enveloppants pour relâcher les tensions. 1h : 60 € · 1h30 : 85 €.',
    description: `<p>Le massage que l'on me demande le plus souvent. Allongé sur une table chauffée, couvert d'un drap, vous laissez les mains glisser lentement du dos aux jambes, puis aux bras et à la nuque.</p>
<p>J'utilise des huiles végétales bio non parfumées (tournesol, amande douce ou jojoba selon votre peau). La pression s'ajuste en cours de séance : dites-le simplement si vous la voulez plus douce ou plus appuyée.</p>
<p><a href="/les-massages/les-massages-bien-etre">Voir tous les massages bien-être</a></p>`,
    image: { file: 'hero-massage.svg', alt: 'Mains posées en douceur sur un dos détendu' },
    tags: ['relaxation', 'cabinet', 'domicile'],
  },
  {
    id: 2,
    siteId: 1,
    title: 'Massage énergétique',
    summary: 'Un massage lent, inspiré des méridiens, pour retrouver calme et vitalité. 1h : 60 €.',
    description: `<p>Inspiré des méridiens de la médecine traditionnelle chinoise, ce massage alterne pressions, étirements doux et lissages le long du corps. Il convient aux périodes de fatigue ou de changement, quand on se sent « à plat ».</p>
<p>La séance se fait habillé léger ou aux huiles, selon votre préférence.</p>
<p><a href="/le-massage-energetique">Tout savoir sur le massage énergétique</a></p>`,
    image: {
      file: 'massage-energetique.svg',
      alt: 'Dos détendu parcouru de points lumineux le long des méridiens',
    },
    tags: ['énergétique', 'cabinet', 'domicile'],
  },
  {
    id: 3,
    siteId: 1,
    title: 'Massage amma assis',
    summary: 'Vingt minutes sur une chaise ergonomique, habillé : la pause idéale au travail. 25 €.',
    description: `<p>L'amma est un massage japonais pratiqué sur une chaise ergonomique, à travers les vêtements et sans huile. En vingt minutes, il dénoue la nuque, les épaules, le dos et les bras.</p>
<p>C'est le massage que je propose en entreprise, lors de journées bien-être ou de séminaires, mais aussi au cabinet pour une pause express.</p>
<p><a href="/massage-amma-assis">En savoir plus sur l'amma assis</a></p>`,
    image: { file: 'amma-assis.svg', alt: 'Séance de massage amma sur une chaise ergonomique' },
    tags: ['entreprise', 'cabinet'],
  },
  {
    id: 4,
    siteId: 1,
    title: 'Réflexologie plantaire',
    summary: 'Une heure de pressions précises sur les zones réflexes des pieds. 55 € la séance.',
    description: `<p>Chaque zone du pied correspond à une partie du corps : en les stimulant par des pressions lentes du pouce, on invite tout l'organisme à se détendre. Seuls les pieds et le bas des jambes sont massés.</p>
<p>Un soin apprécié des personnes qui dorment mal, des sportifs après l'effort et des futures mamans à partir du quatrième mois, avec l'accord de leur sage-femme.</p>
<p><a href="/la-reflexologie-plantaire">Le déroulé d'une séance de réflexologie</a></p>`,
    image: {
      file: 'reflexologie.svg',
      alt: 'Pieds détendus reposant sur un coussin pendant une séance de réflexologie',
    },
    tags: ['réflexologie', 'cabinet', 'domicile'],
  },
  {
    id: 5,
    siteId: 1,
    title: 'Massage pour enfants et adolescents',
    summary: 'Des séances courtes et adaptées, de 6 à 17 ans, avec l’accord de l’enfant. À partir de 30 €.',
    description: `<p>Trente à quarante-cinq minutes, habillé ou aux huiles, pour apaiser un enfant agité, un ado stressé par les examens ou un jeune sportif courbaturé.</p>
<p>Pour les moins de 12 ans, un parent reste présent pendant toute la séance. Je demande toujours son accord à l'enfant, et il peut arrêter quand il le souhaite.</p>
<p><a href="/massage-pour-enfants-et-adolescents">Le massage des enfants et des adolescents</a></p>`,
    image: {
      file: 'enfants.svg',
      alt: 'Parent massant doucement le dos de son enfant allongé sous un plaid coloré',
    },
    tags: ['enfants', 'cabinet'],
  },
  {
    id: 6,
    siteId: 1,
    title: 'Kobido, le lifting japonais du visage',
    summary: 'Un massage du visage, du cou et du crâne, tonique puis enveloppant. 1h : 70 €.',
    description: `<p>Le Kobido est un massage traditionnel japonais du visage. Des gestes rapides et rythmés stimulent la peau et les muscles, puis des lissages lents détendent les traits.</p>
<p>Sans produit agressif, il se termine par un massage du crâne que beaucoup de personnes attendent avec impatience.</p>
<p><a href="/les-massages/les-autres-soins">Découvrir les autres soins</a></p>`,
    image: { file: 'soins.svg', alt: 'Galets chauds, bol en métal et feuilles posés sur une serviette' },
    tags: ['visage', 'cabinet'],
  },
  {
    id: 7,
    siteId: 1,
    title: 'Massages à domicile',
    summary: 'J’apporte la table, le linge et les huiles chez vous, dans le sud-est nantais.',
    description: `<p>Vous préférez rester chez vous ? J'installe la table de massage dans la pièce de votre choix, avec le linge, les huiles et une musique douce. Il suffit d'un espace de deux mètres sur trois.</p>
<p>Déplacement offert à Vertou, Rezé, Saint-Sébastien-sur-Loire et Basse-Goulaine ; 5 € au-delà, dans un rayon de 20 km.</p>
<p><a href="/mes-interventions/les-massages-a-domicile">Les massages à domicile en détail</a></p>`,
    image: { file: 'domicile.svg', alt: 'Table de massage installée dans un salon lumineux' },
    tags: ['domicile'],
  },
  {
    id: 8,
    siteId: 1,
    title: 'Massages en entreprise',
    summary: 'Des séances d’amma assis sur votre lieu de travail, pour vos équipes. Sur devis.',
    description: `<p>Une demi-journée ou une journée sur place, des créneaux de vingt minutes réservés par vos salariés : l'amma assis se pratique habillé, dans une simple salle de réunion.</p>
<p>Je m'occupe du matériel et du planning ; vous recevez une facture unique. Idéal pour une semaine de la qualité de vie au travail ou un séminaire.</p>
<p><a href="/mes-interventions/les-massages-en-entreprise">Organiser une journée bien-être</a></p>`,
    image: { file: 'entreprise.svg', alt: 'Chaise de massage installée dans une salle de réunion' },
    tags: ['entreprise'],
  },
  {
    id: 9,
    siteId: 1,
    title: 'Massages en EHPAD',
    summary: 'Des massages doux des mains, des pieds et du dos pour les résidents. Sur devis.',
    description: `<p>Un toucher bienveillant apaise l'anxiété, améliore le sommeil et redonne du lien. J'interviens en chambre ou en petit salon, avec l'accord du résident et en lien avec l'équipe soignante.</p>
<p>Les séances durent de quinze à trente minutes et s'adaptent à la mobilité de chacun.</p>
<p><a href="/mes-interventions/les-massages-en-ehpad">Mes interventions en EHPAD</a></p>`,
    image: { file: 'ehpad.svg', alt: 'Main âgée tenue avec douceur entre deux autres mains' },
    tags: ['ehpad', 'domicile'],
  },
];

export function serviceStatements(services: SeedService[] = sampleServices): string[] {
  const statements: string[] = [];
  for (const service of services) {
    statements.push(
      insert('services', {
        id: service.id,
        site_id: service.siteId,
        locale: 'fr_FR',
        title: service.title,
        summary: service.summary,
        description: service.description,
        image_url: `/assets/sample/${service.image.file}`,
        image_alt: service.image.alt,
        position: service.id,
      }),
    );
    for (const tag of service.tags) {
      statements.push(insert('service_tags', { site_id: service.siteId, service_id: service.id, tag }));
    }
  }
  return statements;
}
