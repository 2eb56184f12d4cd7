import { newsInputSchema } from '../../../src/schema/content/news';
import { newsPreview } from '../content/public';
import { fieldsAdapter } from './fields-adapter';
import { readLiveNews, showLiveNews, writeLiveNews } from './news-live.repository';

// News: the title, the summary, the text, the image and whether the home page shows it.

export const newsAdapter = fieldsAdapter({
  type: 'news',
  missing: "Cette actualité n'existe pas.",
  liveRow: { table: 'news', flag: 'is_valid' },
  schema: newsInputSchema.pick({ title: true, summary: true, content: true, image: true, isPromoted: true }),
  richText: ['content'],
  words: { title: 'titre', summary: 'résumé', content: 'texte', image: 'image', isPromoted: 'mise en avant' },
  read: readLiveNews,
  write: writeLiveNews,
  show: showLiveNews,
  preview: async (ctx, itemId, fields) => {
    const news = await newsPreview(ctx, itemId, fields);
    return news ? { type: 'news', news } : null;
  },
});
