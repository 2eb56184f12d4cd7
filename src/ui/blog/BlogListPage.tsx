import type { ReactElement } from 'react';
import { BLOG_RSS_PATH } from '../../domain/blog-url';
import type { BlogFolder, BlogSummary } from '../../schema/blog';
import { useSiteView } from '../site-view';
import { BlogCard } from './BlogCard';
import { Breadcrumb, type BreadcrumbStep } from './Breadcrumb';
import { ListPagination } from '../layout/ListPagination';

export interface BlogListPageProps {
  title: string;
  description: string;
  breadcrumb: BreadcrumbStep[] | null; // none on the blog's home
  folders: BlogFolder[];
  blogs: BlogSummary[];
  page: number;
  pageCount: number;
  basePath: string;
}

/** The blog's home or a folder: its sub-folders, then one page of articles. */
export function BlogListPage(props: BlogListPageProps): ReactElement {
  const { link } = useSiteView();
  return (
    <div className="blog-page">
      {props.breadcrumb ? <Breadcrumb steps={props.breadcrumb} /> : null}
      <h1 className="page-title">{props.title}</h1>
      {props.description ? <p className="blog-page__intro">{props.description}</p> : null}
      {props.folders.length > 0 ? (
        <section className="blog-folders" aria-labelledby="blog-folders-title">
          <h2 id="blog-folders-title" className="blog-folders__title">
            Rubriques
          </h2>
          <ul className="blog-folders__list">
            {props.folders.map((folder) => (
              <li key={folder.id} className="blog-folders__item">
                <a href={link(folder.url)}>{folder.name}</a>
                {folder.description ? <p>{folder.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {props.blogs.length > 0 ? (
        <div className="blog-list">
          {props.blogs.map((article, index) => (
            <BlogCard key={article.id} article={article} eager={props.page === 1 && index === 0} />
          ))}
        </div>
      ) : (
        <p className="blog-page__empty">Aucun article n’a encore été publié ici.</p>
      )}
      <ListPagination
        page={props.page}
        pageCount={props.pageCount}
        pathOf={(n) => (n === 1 ? props.basePath : `${props.basePath}?page=${n}`)}
        label="Pages"
        className="pagination"
      />
      <p className="blog-page__rss">
        <a href={link(BLOG_RSS_PATH)} type="application/rss+xml">
          Suivre le blog (flux RSS)
        </a>
      </p>
    </div>
  );
}
