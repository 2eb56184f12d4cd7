// What Cloudflare answers about a custom hostname, in the operator's words: its verification
// errors (English sentences) read as what the customer must fix, and whether a host is a bare
// domain (exemple.fr), which most DNS providers cannot point with a CNAME.

const ERROR_LABELS: { pattern: RegExp; label: string }[] = [
  {
    pattern: /fallback origin/i,
    label: 'l’origine de repli de la plateforme n’est pas active (réglage Cloudflare de l’opérateur)',
  },
  {
    pattern: /does not cname to/i,
    label: 'le nom ne pointe pas encore vers la plateforme : créez l’enregistrement CNAME ci-dessus',
  },
  {
    pattern: /a or aaaa records|ownership (validation|verification) token/i,
    label: 'ni le CNAME ni l’enregistrement TXT de propriété ne sont encore visibles',
  },
  {
    pattern: /\bcaa\b/i,
    label:
      'un enregistrement CAA du domaine interdit l’émission du certificat : ajoutez l’autorité de Cloudflare ou retirez-le',
  },
  {
    pattern: /blocked|banned/i,
    label: 'Cloudflare a bloqué ce nom d’hôte : écrivez au support de Cloudflare',
  },
  {
    pattern: /timed? ?out|timeout/i,
    label: 'délai dépassé : vérifiez les enregistrements DNS puis « Vérifier maintenant »',
  },
];

/** One French sentence per distinct problem; a sentence Cloudflare adds later is quoted as such. */
export function hostnameErrorLabels(errors: readonly string[]): string[] {
  const labels = errors.map((error) => {
    const known = ERROR_LABELS.find(({ pattern }) => pattern.test(error));
    return known ? known.label : `réponse de Cloudflare à examiner : « ${error.trim()} »`;
  });
  return [...new Set(labels)];
}

/** Second-level suffixes under which a registrable domain has three labels. */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'com.au',
  'co.nz',
  'asso.fr',
  'com.fr',
  'gouv.fr',
  'co.jp',
  'com.br',
]);

/** A host with no name before its registrable domain: exemple.fr, not www.exemple.fr. */
export function isBareDomain(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && TWO_LABEL_SUFFIXES.has(labels.slice(1).join('.'));
}
