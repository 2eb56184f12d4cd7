import { useContext, useId, type ReactElement } from 'react';
import { NEWS_LIST_PATH } from '../../domain/content/news-url';
import { promotedNewsStyle, type News } from '../../schema/content/news';
import type { PageBlock } from '../../schema/content/page-block';
import { parameterValue, type ParameterMap } from '../../schema/site/parameter';
import { SiteViewContext } from '../site-view';
import { TranslatorContext } from '../../i18n/react';
import { useBlockData } from '../blocks/block-data';
import { NewsItem } from './NewsItem';
import { Stylesheet } from '../document/Stylesheet';

export type NewsBlockData = Extract<PageBlock, { kind: 'NEWS' }>['data'];

/**
 * The promoted news on a page (the home page), in PROMOTED_NEWS_STYLE: FLAT, the spec's default,
 * is a plain list of dates, titles and summaries; CARDS is a grid of cards with their images.
 * Nothing at all when no article is promoted.
 */
export function NewsBlock({
  data,
  parameters,
}: {
  data: NewsBlockData;
  parameters: ParameterMap;
}): ReactElement | null {
  const titleId = useId();
  // Read softly, like FormBlock: a block rendered alone (no site view, no news) is simply empty.
  const view = useContext(SiteViewContext);
  const t = useContext(TranslatorContext);
  const promoted: readonly News[] = useBlockData().promotedNews;
  if (promoted.length === 0 || !view || !t) return null;
  const style = data.style ?? promotedNewsStyle(parameterValue(parameters, 'PROMOTED_NEWS_STYLE'));
  const shown = promoted.slice(0, data.limit ?? promoted.length);
  return (
    <section
      className={`block block-news block-news--${style.toLowerCase()}`}
      aria-labelledby={titleId}
      data-news-style={style}
    >
      <Stylesheet name="news" />
      <h2 id={titleId} className="block-news__title">
        {data.title ?? t.t('news.title')}
      </h2>
      <div className="block-news__items">
        {shown.map((news) => (
          <NewsItem key={news.id} news={news} headingLevel={3} withImage={style === 'CARDS'} />
        ))}
      </div>
      <p className="block-news__more">
        <a href={view.link(NEWS_LIST_PATH)}>{t.t('news.all')}</a>
      </p>
    </section>
  );
}
