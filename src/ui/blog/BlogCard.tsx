import type { ReactElement } from 'react';
import { cropText } from '../../domain/shared/crop-text';
import type { BlogSummary } from '../../schema/content/blog';
import { BlockImage } from '../blocks/BlockImage';
import { useSiteView } from '../site-view';
import { useT } from '../../i18n/react';
import { formatBlogDate } from './blog-date';

/** One article in a list: image, title linking to the article, date and summary. */
export function BlogCard({ article, eager }: { article: BlogSummary; eager: boolean }): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <article className="blog-card">
      {article.image ? (
        <BlockImage
          image={{ src: article.image.url, alt: article.image.alt }}
          className="blog-card__image"
          width={article.image.width}
          height={article.image.height}
          eager={eager}
          sizes="(max-width: 768px) 100vw, 33vw"
        />
      ) : null}
      <h2 className="blog-card__title">
        <a href={link(article.url)}>{article.title}</a>
      </h2>
      <p className="blog-card__meta">
        <time dateTime={article.publishedAt}>{formatBlogDate(article.publishedAt, t)}</time>
        {article.author ? ` · ${article.author}` : ''}
      </p>
      {article.summary ? <p className="blog-card__summary">{cropText(article.summary)}</p> : null}
    </article>
  );
}
