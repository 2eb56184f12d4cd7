// SQL for the wine estate's English content that is not a page: the English rows of
// the news and of the album (translation_of: their French original), copied from the French rows
// for everything that is not text (images, dates, flags), then the overlaid translations
// (wine-english-overlay.ts). Run after the French news, albums, catalogue and element lists.
// The English pages are in wine-site.ts (wine-english-pages.ts).
import { insert } from './sql.ts';
import { englishAlbum, englishNews } from './wine-english-content.ts';
import { wineEnglishOverlayStatements } from './wine-english-overlay.ts';

const WINE = 2;
const EN = 'en_GB';

const quote = (value: string): string => `'${value.replaceAll("'", "''")}'`;

function newsStatements(): string[] {
  return englishNews.map(
    (news) =>
      `INSERT INTO news (site_id, locale, translation_of, title, summary, content, image_url, image_alt, is_promoted, is_valid, published_at, updated_at) ` +
      `SELECT site_id, '${EN}', id, ${quote(news.title)}, ${quote(news.summary)}, ${quote(news.content)}, image_url, ${quote(news.imageAlt)}, is_promoted, is_valid, published_at, updated_at ` +
      `FROM news WHERE site_id = ${WINE} AND locale = 'fr_FR' AND title = ${quote(news.frenchTitle)};`,
  );
}

/** The English album's id, found by its title (albums ids are given by the database). */
const ENGLISH_ALBUM_ID_SQL = `(SELECT id FROM albums WHERE site_id = ${WINE} AND locale = '${EN}' AND title = ${quote(englishAlbum.title)})`;

function albumStatements(): string[] {
  return [
    insert('albums', {
      site_id: WINE,
      locale: EN,
      translation_of: englishAlbum.frenchId,
      title: englishAlbum.title,
      description: englishAlbum.description,
      position: englishAlbum.frenchId,
    }),
    // The same pictures, with their English descriptions.
    ...englishAlbum.mediaAlts.map(
      (alt, position) =>
        `INSERT INTO album_media (site_id, album_id, url, type, alt, position) ` +
        `SELECT site_id, ${ENGLISH_ALBUM_ID_SQL}, url, type, ${quote(alt)}, position ` +
        `FROM album_media WHERE site_id = ${WINE} AND album_id = ${englishAlbum.frenchId} AND position = ${position};`,
    ),
  ];
}

export function wineEnglishStatements(): string[] {
  return [...newsStatements(), ...albumStatements(), ...wineEnglishOverlayStatements()];
}
