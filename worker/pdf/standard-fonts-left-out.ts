// Stands in for @pdf-lib/standard-fonts in the Worker's bundle (wrangler.toml [alias]). Every
// PDF the platform makes embeds its own TrueType faces (worker/pdf/fonts.ts, writer.ts), never
// one of the 14 standard PDF fonts, whose metrics pdf-lib imports whether used or not: 130 KB
// of already-compressed data (about 95 KB of the gzip upload) and a decompression of
// every encoding at startup. pdf-lib only reads FontNames when it loads (the enum's names, as an object);
// Font and Encodings are reached by embedStandardFont alone, which says here why it fails.

export const FontNames = {
  Courier: 'Courier',
  CourierBold: 'Courier-Bold',
  CourierOblique: 'Courier-Oblique',
  CourierBoldOblique: 'Courier-BoldOblique',
  Helvetica: 'Helvetica',
  HelveticaBold: 'Helvetica-Bold',
  HelveticaOblique: 'Helvetica-Oblique',
  HelveticaBoldOblique: 'Helvetica-BoldOblique',
  TimesRoman: 'Times-Roman',
  TimesRomanBold: 'Times-Bold',
  TimesRomanItalic: 'Times-Italic',
  TimesRomanBoldItalic: 'Times-BoldItalic',
  Symbol: 'Symbol',
  ZapfDingbats: 'ZapfDingbats',
} as const;

export const STANDARD_FONTS_LEFT_OUT =
  'The 14 standard PDF fonts are not in the Worker (worker/pdf/standard-fonts-left-out.ts): embed a TrueType face (worker/pdf/fonts.ts).';

function leftOut(): never {
  throw new Error(STANDARD_FONTS_LEFT_OUT);
}

export class Font {
  static load(): never {
    return leftOut();
  }
}

export const Encodings = {
  get Symbol(): never {
    return leftOut();
  },
  get ZapfDingbats(): never {
    return leftOut();
  },
  get WinAnsi(): never {
    return leftOut();
  },
};
