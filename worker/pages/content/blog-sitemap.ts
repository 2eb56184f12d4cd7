import type { Context } from 'hono';
import { BLOG_PATH } from '../../../src/domain/content/blog-url';
import { localisedPath } from '../../../src/domain/shared/locale';
import { parameterFlag } from '../../../src/schema/site/parameter';
import { allPages } from '../../../src/ui/site-view';
import type { AppEnv } from '../../http/app-env';
import { loadSiteData, pageDataSource } from '../site/site-data';

// The blog's pages for the sitemap: the blog's home, every folder and every published article of
// a locale, at their public paths. Nothing while the blog is switched off.

const PER_CALL = 100; // the list endpoint's largest page
const MAX_PAGES = 50; // a bound: 5,000 articles per locale at most in the sitemap

export async function blogSitemapPaths(c: Context<AppEnv>, locale: string): Promise<string[]> {
  const source = await pageDataSource(c, locale);
  const { parameters, tree } = await loadSiteData(source);
  if (!parameterFlag(parameters, 'BLOG_ENABLED')) return [];
  const paths = await source.cache.get('blog:sitemap', async () => {
    const found: string[] = [];
    // Articles: every page of the blog's home list (it holds every article of the blog).
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await source.shared.blogFolderList(null, { page, nbItem: PER_CALL });
      found.push(...list.blogs.map((article) => article.url));
      if (page * PER_CALL >= list.total) break;
    }
    // Folders: the root ones, then their sub-folders, breadth first.
    const queue = (await source.shared.blogFolderList(null, { nbItem: 1 })).folders;
    for (let folder = queue.shift(); folder && found.length < PER_CALL * MAX_PAGES; folder = queue.shift()) {
      found.push(folder.url);
      queue.push(...(await source.shared.blogFolderList(folder.id, { nbItem: 1 })).folders);
    }
    return found;
  });
  // The blog's home is listed with the pages when the menu has it.
  const listed = allPages(tree, locale).some((page) => page.path === BLOG_PATH);
  return (listed ? paths : [BLOG_PATH, ...paths]).map((path) =>
    localisedPath(path, locale, c.var.site.defaultLocale),
  );
}
