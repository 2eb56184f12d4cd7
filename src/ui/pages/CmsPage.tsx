import type { ReactElement } from 'react';
import type { PageDetail } from '../../schema/content/page';
import { BlockList } from '../blocks/BlockList';
import { useSiteView } from '../site-view';

/** A CMS page: its title and its blocks. A hero carries the visual title, so h1 stays for readers. */
export function CmsPage({ page }: { page: PageDetail }): ReactElement {
  const { parameters } = useSiteView();
  const heroFirst = page.blocks[0]?.kind === 'HERO';
  return (
    <article className={`cms-page cms-page--${page.url}`}>
      <h1 className={heroFirst ? 'visually-hidden' : 'page-title'}>{page.title}</h1>
      <BlockList blocks={page.blocks} parameters={parameters} />
    </article>
  );
}
