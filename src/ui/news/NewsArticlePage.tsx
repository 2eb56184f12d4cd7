import type { ReactElement } from 'react';
import { NEWS_LIST_PATH } from '../../domain/content/news-url';
import { useT } from '../../i18n/react';
import { sanitizeRichText } from '../../domain/shared/rich-text';
import type { News } from '../../schema/content/news';
import { BlockImage } from '../blocks/BlockImage';
import { useSiteView } from '../site-view';
import { Stylesheet } from '../document/Stylesheet';

/** One article: title, date, image (the first thing seen, so not lazy) and its rich text. */
export function NewsArticlePage({ news }: { news: News }): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <article className="news-article">
      <Stylesheet name="news" />
      <p className="news-article__back">
        <a href={link(NEWS_LIST_PATH)}>{t.t('news.back')}</a>
      </p>
      <h1 className="page-title">{news.title}</h1>
      <p className="news-item__date">
        {`${t.t('news.publishedOn')} `}
        <time dateTime={news.publishedAt}>{t.date(news.publishedAt)}</time>
      </p>
      {news.image ? (
        <BlockImage
          className="news-article__img"
          image={{ src: news.image.url, alt: news.image.alt }}
          width={1200}
          height={750}
          sizes="(min-width: 960px) 52rem, 100vw"
          eager
        />
      ) : null}
      {news.summary ? <p className="news-article__summary">{news.summary}</p> : null}
      {/* Sanitised on write and again here: the stored HTML is never trusted as is. */}
      <div
        className="news-article__content"
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(news.content) }}
      />
    </article>
  );
}
