import type { PageTree } from '../../../src/schema/content/page';
import { allPages } from '../../../src/ui/site-view';

// No two pages of a site share a <title>. A list or detail page named like a menu page
// elsewhere (the « Visites et dégustations » page and the visits' booking list; a service and
// the page presenting it) gets a qualifier, its section's name, so each title says which it is.

export function titleBesideMenu(
  title: string,
  ownPath: string,
  tree: PageTree,
  locale: string,
  qualifier: string,
): string {
  const clash = allPages(tree, locale).some((page) => page.title === title && page.path !== ownPath);
  return clash && qualifier !== title ? `${title} – ${qualifier}` : title;
}
