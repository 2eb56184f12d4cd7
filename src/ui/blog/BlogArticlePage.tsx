import type { ReactElement } from 'react';
import { sanitizeRichText } from '../../domain/shared/rich-text';
import type { BlogArticle } from '../../schema/content/blog';
import { BlockImage } from '../blocks/BlockImage';
import { useT } from '../../i18n/react';
import { formatBlogDate } from './blog-date';
import { Breadcrumb, type BreadcrumbStep } from './Breadcrumb';
import { Stylesheet } from '../document/Stylesheet';

/** One article: breadcrumb, title, date and author, image, then its (sanitised) text. */
export function BlogArticlePage({
  article,
  breadcrumb,
}: {
  article: BlogArticle;
  breadcrumb: BreadcrumbStep[];
}): ReactElement {
  const t = useT();
  return (
    <div className="blog-page">
      <Stylesheet name="blog" />
      <Breadcrumb steps={breadcrumb} />
      <article className="blog-article">
        <h1 className="page-title">{article.title}</h1>
        <p className="blog-article__meta">
          {`${t.t('blog.publishedOn')} `}
          <time dateTime={article.publishedAt}>{formatBlogDate(article.publishedAt, t)}</time>
          {article.author ? t.t('blog.byAuthor', { author: article.author }) : ''}
        </p>
        {article.image ? (
          <BlockImage
            image={{ src: article.image.url, alt: article.image.alt }}
            className="blog-article__image"
            width={article.image.width}
            height={article.image.height}
            sizes="(min-width: 48rem) 46rem, 100vw"
            eager
          />
        ) : null}
        {article.summary ? <p className="blog-article__summary">{article.summary}</p> : null}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(article.content) }} />
      </article>
    </div>
  );
}
