import { sanitizeRichText } from '../../../src/domain/rich-text';
import { newsInputSchema } from '../../../src/schema/news';
import { newsPreview } from '../content/public';
import { changedFields, parsedWith, type ContentAdapter } from './content-adapter';
import { readLiveNews, showLiveNews, writeLiveNews, type NewsFields } from './news-live.repository';

// News: the title, the summary, the text, the image and whether the home page shows it.

const newsFieldsSchema = newsInputSchema.pick({
  title: true,
  summary: true,
  content: true,
  image: true,
  isPromoted: true,
});

export const newsAdapter: ContentAdapter = {
  type: 'news',
  missing: "Cette actualité n'existe pas.",
  parse: (fields) => {
    const parsed = parsedWith(newsFieldsSchema, fields);
    return { ...parsed, content: sanitizeRichText(parsed.content) } satisfies NewsFields;
  },
  read: readLiveNews,
  write: (db, siteId, itemId, fields, at) => writeLiveNews(db, siteId, itemId, fields as NewsFields, at),
  show: showLiveNews,
  changes: (before, after) =>
    changedFields(before, after, {
      title: 'titre',
      summary: 'résumé',
      content: 'texte',
      image: 'image',
      isPromoted: 'mise en avant',
    }),
  preview: async (ctx, itemId, fields) => {
    const news = await newsPreview(ctx, itemId, fields as NewsFields);
    return news ? { type: 'news', news } : null;
  },
};
