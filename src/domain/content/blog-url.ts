import { slugify } from '../shared/slug-path';

// Blog URLs: the id plus a slug of the name, e.g. /blog/3-bien-etre and
// /blog/article/7-les-bienfaits-du-massage-assis. The id alone identifies the item; the slug is
// for people and search engines, so a stale or wrong slug is answered by a 301 to the right URL.

export const BLOG_PATH = '/blog';
export const BLOG_RSS_PATH = '/blog/rss.xml';

export function blogFolderPath(id: number, name: string): string {
  return `${BLOG_PATH}/${id}-${slugify(name, 'article')}`;
}

export function blogArticlePath(id: number, title: string): string {
  return `${BLOG_PATH}/article/${id}-${slugify(title, 'article')}`;
}

export type BlogRoute =
  | { kind: 'home' }
  | { kind: 'rss' }
  | { kind: 'folder'; id: number; slug: string }
  | { kind: 'article'; id: number; slug: string };

const ID_SLUG = /^([1-9]\d{0,15})(?:-([a-z0-9-]*))?$/;

function idAndSlug(segment: string): { id: number; slug: string } | null {
  const match = ID_SLUG.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? { id, slug: match[2] ?? '' } : null;
}

/** Which blog page a path (without its locale prefix) names; null when it is not one. */
export function matchBlogPath(path: string): BlogRoute | null {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === BLOG_PATH) return { kind: 'home' };
  if (trimmed === BLOG_RSS_PATH) return { kind: 'rss' };
  const article = /^\/blog\/article\/([^/]+)$/.exec(trimmed);
  if (article?.[1]) {
    const parsed = idAndSlug(article[1]);
    return parsed ? { kind: 'article', ...parsed } : null;
  }
  const folder = /^\/blog\/([^/]+)$/.exec(trimmed);
  if (folder?.[1]) {
    const parsed = idAndSlug(folder[1]);
    return parsed ? { kind: 'folder', ...parsed } : null;
  }
  return null;
}
