import type { ReactElement } from 'react';
import { BLOG_RSS_PATH } from '../../domain/content/blog-url';
import type { BlogFolder, BlogSummary } from '../../schema/content/blog';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { BlogCard } from './BlogCard';
import { Breadcrumb, type BreadcrumbStep } from './Breadcrumb';
import { ListPagination } from '../layout/ListPagination';
import { Stylesheet } from '../document/Stylesheet';

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
  const t = useT();
  return (
    <div className="blog-page">
      <Stylesheet name="blog" />
      {props.breadcrumb ? <Breadcrumb steps={props.breadcrumb} /> : null}
      <h1 className="page-title">{props.title}</h1>
      {props.description ? <p className="blog-page__intro">{props.description}</p> : null}
      {props.folders.length > 0 ? (
        <section className="blog-folders" aria-labelledby="blog-folders-title">
          <h2 id="blog-folders-title" className="blog-folders__title">
            {t.t('blog.folders')}
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
        <p className="blog-page__empty">{t.t('blog.empty')}</p>
      )}
      <ListPagination
        page={props.page}
        pageCount={props.pageCount}
        pathOf={(n) => (n === 1 ? props.basePath : `${props.basePath}?page=${n}`)}
        label={t.t('blog.pagination')}
        className="pagination"
      />
      <p className="blog-page__rss">
        <a href={link(BLOG_RSS_PATH)} type="application/rss+xml">
          {t.t('blog.rss')}
        </a>
      </p>
    </div>
  );
}
