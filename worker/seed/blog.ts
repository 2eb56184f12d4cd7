// Sample blog of the massage practice (site 1): two folders and six articles, written as the
// practitioner would publish them. The wine site has no blog (BLOG_ENABLED stays false there).
import { insert } from './sql.ts';

const SITE_ID = 1;

interface SeedFolder {
  id: number;
  name: string;
  description: string;
}

interface SeedArticle {
  id: number;
  folderId: number;
  title: string;
  summary: string;
  image: string;
  alt: string;
  publishedAt: string;
  content: string;
}

const folders: SeedFolder[] = [
  {
    id: 1,
    name: 'Techniques de massage',
    description:
      'Amma assis, réflexologie plantaire, massage énergétique : comment se déroulent les soins que je pratique au cabinet et à domicile.',
  },
  {
    id: 2,
    name: 'Bien-être au travail',
    description:
      'Des gestes simples pour soulager le dos et la nuque au bureau, et ce que change un massage en entreprise pour une équipe.',
  },
];

const articles: SeedArticle[] = [
  {
    id: 1,
    folderId: 1,
    title: 'Les bienfaits du massage assis',
    summary:
      "Quinze minutes sur une chaise ergonomique, habillé, sans huile : l'amma assis détend la nuque, le dos et les bras et redonne de l'énergie en pleine journée.",
    image: 'amma-assis.svg',
    alt: 'Une personne assise sur une chaise de massage, le visage posé sur l’appui-tête',
    publishedAt: '2026-03-12T08:30:00Z',
    content: `<p>L'amma assis est un massage japonais traditionnel, adapté dans les années 1980 pour être pratiqué sur une chaise ergonomique. On le reçoit habillé, sans huile, en quinze à vingt minutes : c'est ce qui en fait le massage idéal au bureau comme au cabinet, entre deux rendez-vous.</p>
<h2>Comment se déroule une séance ?</h2>
<p>Vous vous installez sur la chaise, le visage posé sur un appui-tête, les bras reposant sur un accoudoir. Je travaille par pressions, étirements et percussions le long des méridiens du dos, des épaules, de la nuque, des bras et des mains, toujours dans le même ordre, selon un <em>kata</em> précis.</p>
<h2>Ce que l'on ressent</h2>
<ul>
<li>une détente rapide des épaules et de la nuque, souvent crispées devant un écran ;</li>
<li>une sensation de légèreté et d'énergie retrouvée, sans somnolence ;</li>
<li>un vrai moment de pause, qui aide à reprendre sa journée l'esprit plus clair.</li>
</ul>
<p>Le massage assis ne remplace pas un massage complet sur table, mais c'est une excellente porte d'entrée pour les personnes qui n'ont jamais été massées ou qui hésitent à se déshabiller.</p>`,
  },
  {
    id: 2,
    folderId: 1,
    title: 'La réflexologie plantaire, comment ça marche ?',
    summary:
      "Le pied comme carte du corps : ce que la réflexologie plantaire peut vous apporter, comment se passe une séance et ce qu'elle ne prétend pas faire.",
    image: 'reflexologie.svg',
    alt: 'Des mains exerçant une pression sur la voûte plantaire d’un pied',
    publishedAt: '2026-04-23T09:00:00Z',
    content: `<p>La réflexologie plantaire repose sur une idée simple : chaque zone du pied correspond à une partie du corps. En stimulant ces zones par des pressions précises du pouce, la réflexologue aide le corps à se détendre en profondeur.</p>
<h2>Le déroulement d'une séance</h2>
<p>La première séance commence par un temps d'échange sur votre sommeil, votre rythme de vie et ce qui vous amène. Vous restez ensuite habillé, allongé confortablement, seuls les pieds découverts. Le soin dure environ une heure ; beaucoup de personnes s'endorment avant la fin.</p>
<h2>Pour qui ?</h2>
<p>La réflexologie convient aux adultes comme aux adolescents, aux personnes stressées ou fatiguées, aux sportifs. Elle est déconseillée pendant le premier trimestre de grossesse et en cas de phlébite.</p>
<blockquote><p>La réflexologie est une pratique de bien-être : elle ne pose aucun diagnostic et ne remplace jamais un avis médical.</p></blockquote>`,
  },
  {
    id: 3,
    folderId: 1,
    title: 'Massage énergétique : ce qui se passe pendant une séance',
    summary:
      "Lenteur, enveloppements, pressions sur les points d'énergie : le massage énergétique invite à lâcher prise. Voici à quoi vous attendre.",
    image: 'massage-energetique.svg',
    alt: 'Des mains posées à plat dans le dos d’une personne allongée',
    publishedAt: '2026-06-04T07:45:00Z',
    content: `<p>Le massage énergétique s'inspire des médecines traditionnelles d'Asie. Plus lent qu'un massage suédois, il alterne des mouvements enveloppants à l'huile chaude et des pressions maintenues sur les points d'énergie du corps.</p>
<h2>Une séance en trois temps</h2>
<ol>
<li><strong>L'accueil</strong> : quelques minutes pour parler de votre état du jour et de vos attentes.</li>
<li><strong>Le massage</strong> : une heure, sur table, dans une pièce chauffée et une lumière douce.</li>
<li><strong>Le retour</strong> : un verre d'eau ou une tisane, le temps de revenir tranquillement.</li>
</ol>
<p>Après la séance, beaucoup de personnes décrivent une grande détente, parfois une légère fatigue le soir même : c'est le signe que le corps relâche ses tensions. Buvez bien et prévoyez une soirée calme.</p>`,
  },
  {
    id: 4,
    folderId: 2,
    title: 'Cinq gestes pour dénouer la nuque au bureau',
    summary:
      'Des auto-massages et des étirements simples, à faire assis en deux minutes, pour soulager la nuque et les épaules entre deux réunions.',
    image: 'entreprise.svg',
    alt: 'Une salariée reçoit un massage assis dans une salle de réunion',
    publishedAt: '2026-07-09T06:30:00Z',
    content: `<p>Huit heures devant un écran, les épaules qui remontent, la tête qui avance : la nuque encaisse. Voici cinq gestes que je montre lors de mes interventions en entreprise. Faites-les doucement, sans jamais forcer.</p>
<ol>
<li><strong>Les épaules qui roulent</strong> : dix rotations lentes vers l'arrière, en expirant.</li>
<li><strong>Le « oui » et le « non »</strong> : hochez puis tournez lentement la tête, cinq fois dans chaque sens.</li>
<li><strong>L'étirement latéral</strong> : oreille vers l'épaule, la main opposée tirant doucement vers le sol ; trente secondes de chaque côté.</li>
<li><strong>L'auto-massage</strong> : du bout des doigts, faites de petits cercles à la base du crâne, puis le long de la nuque.</li>
<li><strong>La respiration carrée</strong> : inspirez quatre secondes, bloquez quatre, expirez quatre, bloquez quatre ; trois cycles.</li>
</ol>
<p>Pensez aussi à votre poste : le haut de l'écran à hauteur des yeux, les pieds à plat, les coudes à angle droit. Et levez-vous au moins une fois par heure.</p>`,
  },
  {
    id: 5,
    folderId: 2,
    title: 'Pourquoi proposer des massages à vos équipes',
    summary:
      'Quinze minutes de massage assis sur le lieu de travail : un geste concret pour la qualité de vie au travail, simple à organiser et apprécié des salariés.',
    image: 'soins.svg',
    alt: 'Une table de soin préparée avec des serviettes et des huiles',
    publishedAt: '2026-09-17T08:00:00Z',
    content: `<p>Depuis 2017, j'interviens dans des entreprises du sud-est nantais, de la PME artisanale au siège administratif. Ce que les responsables me disent le plus souvent : « On ne pensait pas que ça plairait autant. »</p>
<h2>Un format qui s'adapte</h2>
<p>J'installe ma chaise dans une salle calme ; les salariés s'inscrivent sur des créneaux de quinze minutes. Une demi-journée permet de masser une dizaine de personnes. Aucun matériel ni aménagement particulier n'est nécessaire.</p>
<h2>Ce que vos équipes y gagnent</h2>
<ul>
<li>une vraie pause, qui fait baisser la tension d'une journée chargée ;</li>
<li>moins de raideurs au dos, aux épaules et aux poignets ;</li>
<li>le sentiment que leur bien-être compte pour l'entreprise.</li>
</ul>
<p>Les séances peuvent être financées par l'entreprise ou par le CSE. <a href="/mes-interventions/les-massages-en-entreprise">Découvrez mes interventions en entreprise</a> ou contactez-moi pour un devis.</p>`,
  },
  {
    id: 6,
    folderId: 2,
    title: 'Stress au travail : écouter les signaux du corps',
    summary:
      'Mâchoire serrée, sommeil agité, dos bloqué : le corps parle souvent avant nous. Apprendre à repérer ces signaux aide à ralentir à temps.',
    image: 'domicile.svg',
    alt: 'Une table de massage installée dans un salon baigné de lumière',
    publishedAt: '2026-10-22T07:15:00Z',
    content: `<p>En séance, j'entends souvent : « Je ne me rendais pas compte que j'étais si tendu. » Le stress s'installe doucement, et le corps l'exprime bien avant que nous le reconnaissions.</p>
<h2>Les signaux à ne pas ignorer</h2>
<ul>
<li>des mâchoires serrées au réveil, des maux de tête en fin de journée ;</li>
<li>des épaules qui ne redescendent plus, une nuque raide ;</li>
<li>un sommeil léger, des réveils vers trois ou quatre heures du matin ;</li>
<li>une respiration courte, haute dans la poitrine.</li>
</ul>
<h2>Ce qui peut aider</h2>
<p>Marcher chaque jour, même vingt minutes ; couper les écrans une heure avant de dormir ; s'accorder régulièrement un moment pour soi. Un massage bien-être n'efface pas les causes du stress, mais il offre au corps une occasion rare de relâcher complètement.</p>
<p><em>Si ces signaux durent ou s'aggravent, parlez-en à votre médecin : ils méritent d'être pris au sérieux.</em></p>`,
  },
];

export function blogStatements(): string[] {
  return [
    ...folders.map((folder, index) =>
      insert('blog_folders', {
        id: folder.id,
        site_id: SITE_ID,
        locale: 'fr_FR',
        parent_id: null,
        position: index,
        name: folder.name,
        description: folder.description,
      }),
    ),
    ...articles.map((article) =>
      insert('blog_articles', {
        id: article.id,
        site_id: SITE_ID,
        locale: 'fr_FR',
        folder_id: article.folderId,
        title: article.title,
        summary: article.summary,
        content: article.content,
        image_url: `/assets/sample/${article.image}`,
        image_alt: article.alt,
        image_width: 800,
        image_height: 500,
        author: 'Sophie Morel',
        is_published: true,
        published_at: article.publishedAt,
        updated_at: article.publishedAt,
      }),
    ),
  ];
}
