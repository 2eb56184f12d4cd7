// Sample footer logos of the two sample sites (migration 0034): partner and label logos, all
// fictional (original SVGs in public/assets/sample, no real trademark).
import { insert } from './sql.ts';

const MASSAGE = 1;
const WINE = 2;

const logos = [
  {
    siteId: MASSAGE,
    name: 'Praticiens du toucher bienveillant',
    file: 'label-toucher-bienveillant.svg',
    link: null,
  },
  {
    siteId: MASSAGE,
    name: 'Réseau bien-être Sèvre et Maine',
    file: 'label-reseau-sevre-maine.svg',
    link: '/me-contacter',
  },
  { siteId: WINE, name: 'Vignerons en terre libre', file: 'label-vignerons-terre-libre.svg', link: null },
  { siteId: WINE, name: "Caves ouvertes d'Anjou", file: 'label-caves-ouvertes-anjou.svg', link: '/boutique' },
];

export function footerLogoStatements(): string[] {
  return logos.map((logo, index) =>
    insert('footer_logos', {
      site_id: logo.siteId,
      name: logo.name,
      image_url: `/assets/sample/${logo.file}`,
      link_url: logo.link,
      position: index,
    }),
  );
}
