// News URLs carry the id and a slug of the title: /actualites/12-titre-de-l-article. The id
// finds the article; the slug is only for readers and search engines, so a wrong or outdated
// one (the title changed) is redirected to the right one.

export const NEWS_LIST_PATH = '/actualites';
export const NEWS_FEED_PATH = `${NEWS_LIST_PATH}/rss.xml`;

/** The detail page of an article, without locale prefix. */
export function newsPath(news: { id: number; slug: string }): string {
  return `${NEWS_LIST_PATH}/${news.id}-${news.slug}`;
}

/** « 12-titre » → { id: 12, slug: 'titre' }; « 12 » → { id: 12, slug: '' }; null when there is no id. */
export function parseNewsRef(ref: string): { id: number; slug: string } | null {
  const match = /^([1-9]\d{0,14})(?:-(.*))?$/.exec(ref);
  if (!match?.[1]) return null;
  return { id: Number(match[1]), slug: match[2] ?? '' };
}

/** The list page for a page number: page 1 is the list itself, so it has one URL only. */
export function newsListPath(page: number): string {
  return page <= 1 ? NEWS_LIST_PATH : `${NEWS_LIST_PATH}?page=${page}`;
}
