// The pages `npm run bench` (cold vs warm latency) and `npm run lighthouse` measure, on both
// sample sites. Modules add their pages here. A target whose path answers 404 is skipped with a
// note, so an entry may land before its page does: the product and news lists are listed at
// the paths their modules are expected to use; correct the path when the module lands.
export const targets = [
  { name: 'massage home', host: 'localhost', path: '/' },
  { name: 'massage content page', host: 'localhost', path: '/les-massages/les-massages-bien-etre' },
  { name: 'massage contact form', host: 'localhost', path: '/me-contacter' },
  { name: 'massage news list', host: 'localhost', path: '/actualites' },
  { name: 'massage workshops list', host: 'localhost', path: '/ateliers' },
  { name: 'massage blog article', host: 'localhost', path: '/blog/article/1-les-bienfaits-du-massage-assis' },
  { name: 'wine home', host: 'vins.localhost', path: '/' },
  { name: 'wine page nos-vins', host: 'vins.localhost', path: '/nos-vins' },
  { name: 'wine product list', host: 'vins.localhost', path: '/boutique' },
  { name: 'wine product page', host: 'vins.localhost', path: '/boutique/1-saumur-champigny-les-perrieres' },
  { name: 'massage services list', host: 'localhost', path: '/prestations' },
  { name: 'massage album', host: 'localhost', path: '/galerie/1-le-cabinet-de-vertou' },
  // The wine site's English pages: the budget and the scores hold under /en/ too.
  { name: 'wine home (en)', host: 'vins.localhost', path: '/en' },
  { name: 'wine page our-wines (en)', host: 'vins.localhost', path: '/en/our-wines' },
  { name: 'wine product list (en)', host: 'vins.localhost', path: '/en/shop' },
  {
    name: 'wine product page (en)',
    host: 'vins.localhost',
    path: '/en/shop/1-saumur-champigny-les-perrieres',
  },
];

/** "404 (news module not there yet?)" style note for a skipped target. */
export function skipNote(target, status) {
  const why = target.pending ? ` (${target.pending} not there yet?)` : '';
  return `${target.name}: http://${target.host}${target.path} answers ${status}${why}, skipped`;
}
