import { uiLocaleOf, type UiLocale } from './ui-locale';

// The fixed routes' words per language. Routes are declared once, with their French path
// (worker/pages); a request under another locale's prefix is routed on the French path its
// words stand for (/en/my-account → /mon-compte), and links are built the other way round
// (src/domain/shared/locale.ts localisedPath). Only the leading segments of a fixed route are
// translated; what follows (an id-slug, a token) is the item's own. Content paths (CMS pages,
// element lists) are per-locale data and are not listed here.
// Longest match wins, so '/mon-compte/commandes' is found before '/mon-compte'.

type Words = Readonly<Partial<Record<UiLocale, string>>>;

const ROUTE_WORDS: Readonly<Record<string, Words>> = {
  '/boutique': { en_GB: '/shop' },
  '/panier': { en_GB: '/cart' },
  '/commande': { en_GB: '/checkout' },
  '/commande/paiement': { en_GB: '/checkout/payment' },
  '/commande/confirmation': { en_GB: '/checkout/confirmation' },
  '/mon-compte': { en_GB: '/my-account' },
  '/mon-compte/commandes': { en_GB: '/my-account/orders' },
  '/mon-compte/desinscription': { en_GB: '/my-account/unsubscribe' },
  '/mon-compte/mes-donnees.json': { en_GB: '/my-account/my-data.json' },
  '/recherche': { en_GB: '/search' },
  '/galerie': { en_GB: '/gallery' },
  '/actualites': { en_GB: '/news' },
  '/prestations': { en_GB: '/services' },
  '/me-contacter': { en_GB: '/contact' },
  '/formulaires': { en_GB: '/forms' },
  '/auth': { en_GB: '/sign-in' },
  '/auth/register': { en_GB: '/register' },
  '/auth/logout': { en_GB: '/sign-out' },
  '/auth/lien': { en_GB: '/sign-in/link' },
  '/auth/lien/connexion': { en_GB: '/sign-in/link/open' },
  '/newsletter/inscription': { en_GB: '/newsletter/sign-up' },
  '/rendez-vous': { en_GB: '/book' },
  '/rendez-vous/gerer': { en_GB: '/book/manage' },
  '/rendez-vous/paiement': { en_GB: '/book/payment' },
  '/bons-cadeaux': { en_GB: '/gift-cards' },
  '/bons-cadeaux/solde': { en_GB: '/gift-cards/balance' },
  '/bons-cadeaux/paiement': { en_GB: '/gift-cards/payment' },
};

interface Rule {
  from: string;
  to: string;
}

const byLengthDesc = (a: Rule, b: Rule) => b.from.length - a.from.length;
const toLocal = new Map<UiLocale, Rule[]>();
const toRouting = new Map<UiLocale, Rule[]>();

function rules(locale: UiLocale): { local: Rule[]; routing: Rule[] } {
  let local = toLocal.get(locale);
  let routing = toRouting.get(locale);
  if (!local || !routing) {
    const pairs = Object.entries(ROUTE_WORDS).flatMap(([french, words]) =>
      words[locale] ? [{ french, local: words[locale] }] : [],
    );
    local = pairs.map((pair) => ({ from: pair.french, to: pair.local })).sort(byLengthDesc);
    routing = pairs.map((pair) => ({ from: pair.local, to: pair.french })).sort(byLengthDesc);
    toLocal.set(locale, local);
    toRouting.set(locale, routing);
  }
  return { local, routing };
}

/** Replaces the longest rule prefix of the path (followed by '/', '?', '#' or the end). */
function rewrite(path: string, list: readonly Rule[]): string | null {
  for (const { from, to } of list) {
    if (path === from) return to;
    const next = path.charAt(from.length);
    if (path.startsWith(from) && (next === '/' || next === '?' || next === '#')) {
      return to + path.slice(from.length);
    }
  }
  return null;
}

/** The path a French route has in a locale: '/mon-compte?x' → '/my-account?x' in en_GB. */
export function localRoutePath(frenchPath: string, locale: string): string {
  const uiLocale = uiLocaleOf(locale);
  if (uiLocale === 'fr_FR') return frenchPath;
  return rewrite(frenchPath, rules(uiLocale).local) ?? frenchPath;
}

export type RoutingAnswer = { kind: 'route'; path: string } | { kind: 'redirect'; path: string };

/**
 * How a path under a non-default locale's prefix is served: routed on the French path its
 * words stand for, or, when it spells a French route that has words of its own in this
 * locale (/en/mon-compte), redirected to them (/en/my-account). Anything else is routed as
 * it is (CMS pages, element lists, /blog, the legal pages).
 */
export function routingAnswer(localPath: string, locale: string): RoutingAnswer {
  const uiLocale = uiLocaleOf(locale);
  if (uiLocale === 'fr_FR') return { kind: 'route', path: localPath };
  const { local, routing } = rules(uiLocale);
  const french = rewrite(localPath, routing);
  if (french !== null) return { kind: 'route', path: french };
  const translated = rewrite(localPath, local);
  if (translated !== null && translated !== localPath) return { kind: 'redirect', path: translated };
  return { kind: 'route', path: localPath };
}
