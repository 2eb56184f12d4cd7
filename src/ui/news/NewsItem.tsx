import type { ReactElement } from 'react';
import { cropText } from '../../domain/shared/crop-text';
import { newsPath } from '../../domain/content/news-url';
import { useT } from '../../i18n/react';
import type { News } from '../../schema/content/news';
import { BlockImage } from '../blocks/BlockImage';
import { useSiteView } from '../site-view';

/**
 * One article in a list: date, title linking to the article, summary and, in the card style,
 * its image. The heading level follows the list's own heading (h2 under the page's h1, h3
 * under a home-page block's h2).
 */
export function NewsItem({
  news,
  headingLevel,
  withImage,
  eagerImage = false,
}: {
  news: News;
  headingLevel: 2 | 3;
  withImage: boolean;
  eagerImage?: boolean;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-item">
      {withImage && news.image ? (
        <BlockImage
          className="news-item__img"
          image={{ src: news.image.url, alt: news.image.alt }}
          width={640}
          height={400}
          sizes="(min-width: 960px) 22rem, 100vw"
          eager={eagerImage}
        />
      ) : null}
      <div className="news-item__body">
        <Heading className="news-item__title">
          <a href={link(newsPath(news))}>{news.title}</a>
        </Heading>
        <p className="news-item__date">
          <time dateTime={news.publishedAt}>{t.date(news.publishedAt)}</time>
          {news.isPromoted ? <span className="news-item__badge">{t.t('news.promoted')}</span> : null}
        </p>
        {news.summary ? <p className="news-item__summary">{cropText(news.summary)}</p> : null}
      </div>
    </article>
  );
}
