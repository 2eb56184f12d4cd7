// Sample news of the two sample sites (migration 0005), as SQL statements applied after the
// sites themselves. Original French text, written as the practice and the estate would.
// Plain data and Node type stripping only (see types.ts).

interface SeedNews {
  siteId: number;
  title: string;
  summary: string;
  content: string; // already safe rich text (the allowed tags of src/domain/shared/rich-text.ts)
  image: { file: string; alt: string } | null;
  promoted: boolean;
  publishedAt: string; // ISO 8601
}

const MASSAGE = 1;
const WINE = 2;

const sampleNews: SeedNews[] = [
  {
    siteId: MASSAGE,
    title: 'Le massage assis arrive dans vos bureaux',
    summary:
      'Des séances d’amma assis de 20 minutes, sur votre lieu de travail, pour les équipes du sud-est nantais.',
    content: `<p>Depuis la rentrée, je propose aux entreprises de Vertou, Rezé, Saint-Sébastien-sur-Loire et Nantes des demi-journées de massage assis : j'installe ma chaise ergonomique dans une salle calme et vos collaborateurs se succèdent toutes les vingt minutes, habillés.</p>
<h2>Comment ça se passe ?</h2>
<ul>
<li>Une séance d'amma assis de 15 à 20 minutes par personne, sans huile.</li>
<li>Un planning partagé pour que chacun réserve son créneau.</li>
<li>Une facture au nom de l'entreprise, sur devis.</li>
</ul>
<p>Plusieurs comités d'entreprise l'ont déjà adopté pour la semaine de la qualité de vie au travail. <a href="/mes-interventions/les-massages-en-entreprise">Tout savoir sur les massages en entreprise</a>.</p>`,
    image: {
      file: 'entreprise.svg',
      alt: 'Une salariée massée sur une chaise ergonomique, dans un bureau lumineux',
    },
    promoted: true,
    publishedAt: '2026-09-08T08:00:00.000Z',
  },
  {
    siteId: MASSAGE,
    title: 'Fête des mères : offrez un bon cadeau bien-être',
    summary:
      'Un massage relaxant, une séance de réflexologie ou un Kobido à offrir, avec un bon cadeau valable un an.',
    content: `<p>Pour la fête des mères, le dimanche 31 mai, offrez un vrai moment de pause. Le bon cadeau est valable un an sur le soin de votre choix, au cabinet ou à domicile.</p>
<p>Vous pouvez le retirer au cabinet, le recevoir par courrier ou par e-mail, joliment mis en page et prêt à imprimer. Indiquez-moi simplement le prénom de la personne et le soin choisi, ou laissez-lui la surprise avec un montant libre.</p>
<p><strong>Jusqu'au 31 mai</strong>, le pochon d'herbes chaudes est offert pour tout bon d'une heure et plus.</p>`,
    image: {
      file: 'soins.svg',
      alt: 'Un bon cadeau noué d’un ruban, posé près de serviettes roulées et d’une bougie',
    },
    promoted: true,
    publishedAt: '2026-05-04T07:30:00.000Z',
  },
  {
    siteId: MASSAGE,
    title: 'Horaires d’été du cabinet',
    summary: 'Du 13 juillet au 22 août, le cabinet ouvre du mardi au samedi matin, et ferme du 3 au 16 août.',
    content: `<p>Cet été, le cabinet adapte ses horaires :</p>
<ul>
<li>du 13 juillet au 22 août : du mardi au vendredi de 9h00 à 13h00 et de 16h00 à 20h00, le samedi de 9h00 à 12h00 ;</li>
<li>fermeture complète du 3 au 16 août.</li>
</ul>
<p>Les massages à domicile restent possibles en soirée sur demande. Bon été à toutes et à tous !</p>`,
    image: null,
    promoted: false,
    publishedAt: '2026-06-26T09:00:00.000Z',
  },
  {
    siteId: MASSAGE,
    title: 'Nouveau : la réflexologie plantaire pour les futures mamans',
    summary:
      'À partir du quatrième mois de grossesse, une séance douce de 45 minutes, installée confortablement sur le côté.',
    content: `<p>Jambes lourdes, sommeil agité, dos tiré : la grossesse met le corps à rude épreuve. Je propose désormais une séance de réflexologie plantaire adaptée, à partir du quatrième mois et avec l'accord de votre sage-femme ou de votre médecin.</p>
<p>Vous êtes installée sur le côté ou en position semi-assise, avec des coussins, et la pression reste légère tout au long de la séance.</p>
<p><em>Ce soin de bien-être ne remplace pas le suivi médical de votre grossesse.</em></p>`,
    image: {
      file: 'reflexologie.svg',
      alt: 'Des pieds détendus posés sur un coussin pendant une séance de réflexologie',
    },
    promoted: false,
    publishedAt: '2026-03-17T10:00:00.000Z',
  },
  {
    siteId: MASSAGE,
    title: 'Des massages en EHPAD à Vertou et Haute-Goulaine',
    summary:
      'Deux établissements accueillent désormais une matinée de massages des mains et du visage chaque mois.',
    content: `<p>Depuis janvier, je me rends chaque mois dans deux EHPAD de Vertou et de Haute-Goulaine pour des massages des mains, des pieds et du visage, au fauteuil ou au lit.</p>
<p>Ces moments de toucher bienveillant apaisent, rassurent et créent du lien. Les équipes soignantes me disent combien les résidents attendent ce rendez-vous.</p>
<p>Vous dirigez un établissement ? <a href="/mes-interventions/les-massages-en-ehpad">Découvrez comment se déroulent les interventions</a>.</p>`,
    image: { file: 'ehpad.svg', alt: 'Les mains d’une personne âgée massées avec douceur' },
    promoted: false,
    publishedAt: '2026-02-02T09:00:00.000Z',
  },
  {
    siteId: MASSAGE,
    title: 'Atelier parent-enfant : apprendre le massage en famille',
    summary:
      'Un samedi matin par mois, un atelier de 1h30 pour apprendre des gestes simples à partager avec votre enfant.',
    content: `<p>Les ateliers parent-enfant reprennent ! Pendant 1h30, je vous montre des gestes simples et ludiques, adaptés aux enfants de 3 à 10 ans, à refaire à la maison le soir, avant le coucher.</p>
<p>Les ateliers ont lieu au cabinet, en petit groupe de quatre familles au plus. Prévoyez une tenue confortable et une serviette.</p>`,
    image: { file: 'enfants.svg', alt: 'Une mère massant doucement le dos de son enfant allongé' },
    promoted: false,
    publishedAt: '2026-10-12T08:00:00.000Z',
  },
  {
    siteId: WINE,
    title: 'Vendanges 2026 : une belle récolte de cabernet franc',
    summary:
      'Trois semaines de vendanges manuelles sous un soleil généreux : des raisins mûrs et sains, un millésime prometteur.',
    content: `<p>Les dernières caisses de cabernet franc sont rentrées au chai le 2 octobre. Après un été chaud et quelques pluies bienvenues fin août, les raisins sont arrivés mûrs et parfaitement sains.</p>
<p>Merci aux vingt-deux vendangeuses et vendangeurs qui nous ont accompagnés, dont plusieurs fidèles depuis plus de dix ans. Les cuves fermentent doucement dans la fraîcheur du tuffeau : rendez-vous au printemps pour les premières dégustations.</p>`,
    image: { file: 'vignes.svg', alt: 'Les rangs de vigne du domaine au moment des vendanges' },
    promoted: true,
    publishedAt: '2026-10-05T08:00:00.000Z',
  },
  {
    siteId: WINE,
    title: 'Sortie du Saumur-Champigny « Les Perrières » 2024',
    summary:
      'Notre cuvée de vieilles vignes, élevée douze mois en fût dans nos caves de tuffeau, est disponible au caveau.',
    content: `<p>Issue de vignes de cabernet franc de plus de cinquante ans plantées sur le coteau des Perrières, cette cuvée a été élevée douze mois en fûts de plusieurs vins.</p>
<p>Robe grenat profonde, nez de fruits noirs et de violette, bouche ample aux tanins fins : elle se goûte dès aujourd'hui sur un carré d'agneau et se gardera dix ans.</p>
<p>Disponible au caveau et à l'expédition, par carton de six bouteilles.</p>`,
    image: { file: 'cave.svg', alt: 'Des barriques alignées dans une galerie de tuffeau' },
    promoted: true,
    publishedAt: '2026-04-14T09:00:00.000Z',
  },
  {
    siteId: WINE,
    title: 'Week-end portes ouvertes les 5 et 6 décembre',
    summary:
      'Dégustation de toute la gamme, visite des caves et accords mets et vins avec un fromager de Saumur.',
    content: `<p>Comme chaque année avant les fêtes, le domaine vous ouvre ses portes le samedi 5 et le dimanche 6 décembre, de 10h00 à 18h00.</p>
<ul>
<li>Dégustation commentée de toute la gamme, dont le crémant de Loire.</li>
<li>Visites des caves de tuffeau à 11h00, 14h30 et 16h00.</li>
<li>Accords avec les fromages d'un affineur de Saumur.</li>
</ul>
<p>Entrée libre ; les visites sont gratuites mais sur réservation. <a href="/me-contacter">Réservez votre visite</a>.</p>`,
    image: {
      file: 'degustation.svg',
      alt: 'Trois verres de vin rouge, blanc et rosé sur le comptoir du caveau',
    },
    promoted: false,
    publishedAt: '2026-11-02T09:00:00.000Z',
  },
];

function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

export function newsSeedStatements(): string[] {
  return sampleNews.map((news) => {
    const values = [
      news.siteId,
      'fr_FR',
      news.title,
      news.summary,
      news.content,
      news.image ? `/assets/sample/${news.image.file}` : null,
      news.image?.alt ?? '',
      news.promoted ? 1 : 0,
      1,
      news.publishedAt,
      news.publishedAt,
    ];
    return `INSERT INTO news (site_id, locale, title, summary, content, image_url, image_alt, is_promoted, is_valid, published_at, updated_at) VALUES (${values.map(literal).join(', ')});`;
  });
}
