import { blogArticleWriteSchema } from '../../../src/schema/content/blog';
import { blogArticlePreview } from '../content/public';
import { readLiveArticle, showLiveArticle, writeLiveArticle } from './blog-live.repository';
import { fieldsAdapter } from './fields-adapter';

// Blog articles: the title, the summary, the text, the image and the author.

export const blogAdapter = fieldsAdapter({
  type: 'blog',
  missing: "Cet article n'existe pas.",
  liveRow: { table: 'blog_articles', flag: 'is_published' },
  schema: blogArticleWriteSchema.pick({
    title: true,
    summary: true,
    content: true,
    image: true,
    author: true,
  }),
  richText: ['content'],
  words: { title: 'titre', summary: 'résumé', content: 'texte', image: 'image', author: 'auteur' },
  read: readLiveArticle,
  write: writeLiveArticle,
  show: showLiveArticle,
  preview: async (ctx, itemId, fields) => {
    const article = await blogArticlePreview(ctx, itemId, fields);
    return article ? { type: 'blog', article } : null;
  },
});
