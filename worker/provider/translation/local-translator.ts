import type { MachineRequest, MachineTranslator } from './machine-translator';

// A DEVELOPMENT translator, not a real one: used when the platform has no DeepL key (local
// development, every test). Deterministic and offline: it swaps the common French words of a
// small glossary for English ones and marks the result « [EN] », so an owner can never take
// the draft for a finished translation. HTML tags and attributes are left as they are.

const FRENCH_TO_ENGLISH: Record<string, string> = {
  le: 'the',
  la: 'the',
  les: 'the',
  un: 'a',
  une: 'a',
  des: 'some',
  du: 'of the',
  de: 'of',
  et: 'and',
  ou: 'or',
  avec: 'with',
  pour: 'for',
  dans: 'in',
  sur: 'on',
  est: 'is',
  sont: 'are',
  notre: 'our',
  nos: 'our',
  votre: 'your',
  vos: 'your',
  très: 'very',
  vin: 'wine',
  vins: 'wines',
  rouge: 'red',
  rouges: 'red',
  blanc: 'white',
  blancs: 'white',
  rosé: 'rosé',
  domaine: 'estate',
  cave: 'cellar',
  visite: 'visit',
  visites: 'visits',
  dégustation: 'tasting',
  bouteille: 'bottle',
  bouteilles: 'bottles',
  millésime: 'vintage',
  fruité: 'fruity',
  frais: 'fresh',
  bienvenue: 'welcome',
  accueil: 'home',
  contact: 'contact',
  boutique: 'shop',
  actualités: 'news',
  prix: 'price',
  année: 'year',
  jour: 'day',
  jours: 'days',
};

/** The language marker put before every draft: « [EN] » for EN-GB. */
function localMarker(target: string): string {
  return `[${(target.split('-')[0] ?? target).toUpperCase()}]`;
}

function swapWords(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const english = FRENCH_TO_ENGLISH[word.toLowerCase()];
    if (english === undefined) return word;
    const first = word.charAt(0);
    return first === first.toUpperCase() && first !== first.toLowerCase()
      ? english.charAt(0).toUpperCase() + english.slice(1)
      : english;
  });
}

/** Swaps words outside tags only: `<a href="/la-cave">la cave</a>` keeps its address. */
function swapHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : swapWords(part)))
    .join('');
}

export class LocalTranslator implements MachineTranslator {
  readonly name = 'local';

  translate(request: MachineRequest): Promise<string[]> {
    const marker = localMarker(request.target);
    return Promise.resolve(
      request.texts.map((text) => {
        if (text.trim() === '') return text;
        if (!request.html) return `${marker} ${swapWords(text)}`;
        // The marker goes inside the first element, so the HTML stays one well-formed block.
        const swapped = swapHtml(text);
        const opening = /^\s*<(p|h[1-6]|li|div|span|strong|em)(\s[^>]*)?>/i.exec(swapped);
        return opening
          ? `${opening[0]}${marker} ${swapped.slice(opening[0].length)}`
          : `${marker} ${swapped}`;
      }),
    );
  }
}
