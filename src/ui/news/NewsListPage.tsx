import type { ReactElement } from 'react';
import { NEWS_FEED_PATH } from '../../domain/content/news-url';
import type { News } from '../../schema/content/news';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { NewsItem } from './NewsItem';
import { NewsPagination } from './NewsPagination';
import { Stylesheet } from '../document/Stylesheet';

/** The news list page: the articles of one page, newest first, and the links to the others. */
export function NewsListPage({
  title,
  news,
  page,
  pageCount,
}: {
  title: string;
  news: News[];
  page: number;
  pageCount: number;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  // The first image is the page's largest paint, even when the first item has none.
  const lcpImageIndex = news.findIndex((item) => item.image);
  return (
    <section className="news-list-page">
      <Stylesheet name="news" />
      <h1 className="page-title">{page > 1 ? t.t('news.pageTitle', { title, page }) : title}</h1>
      {news.length === 0 ? (
        <p>{t.t('news.empty')}</p>
      ) : (
        <div className="news-list">
          {news.map((item, index) => (
            <NewsItem
              key={item.id}
              news={item}
              headingLevel={2}
              withImage
              eagerImage={index === lcpImageIndex}
            />
          ))}
        </div>
      )}
      <NewsPagination page={page} pageCount={pageCount} />
      <p className="news-feed-link">
        <a href={link(NEWS_FEED_PATH)} type="application/rss+xml">
          {t.t('news.subscribe')}
        </a>
      </p>
    </section>
  );
}
