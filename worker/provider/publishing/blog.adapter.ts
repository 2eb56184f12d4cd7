import { sanitizeRichText } from '../../../src/domain/rich-text';
import { blogArticleWriteSchema } from '../../../src/schema/blog';
import { blogArticlePreview } from '../content/public';
import { changedFields, parsedWith, type ContentAdapter } from './content-adapter';
import { readLiveArticle, showLiveArticle, writeLiveArticle, type BlogFields } from './blog-live.repository';

// Blog articles: the title, the summary, the text, the image and the author.

const blogFieldsSchema = blogArticleWriteSchema.pick({
  title: true,
  summary: true,
  content: true,
  image: true,
  author: true,
});

export const blogAdapter: ContentAdapter = {
  type: 'blog',
  missing: "Cet article n'existe pas.",
  parse: (fields) => {
    const parsed = parsedWith(blogFieldsSchema, fields);
    return { ...parsed, content: sanitizeRichText(parsed.content) } satisfies BlogFields;
  },
  read: readLiveArticle,
  write: (db, siteId, itemId, fields, at) => writeLiveArticle(db, siteId, itemId, fields as BlogFields, at),
  show: showLiveArticle,
  changes: (before, after) =>
    changedFields(before, after, {
      title: 'titre',
      summary: 'résumé',
      content: 'texte',
      image: 'image',
      author: 'auteur',
    }),
  preview: async (ctx, itemId, fields) => {
    const article = await blogArticlePreview(ctx, itemId, fields as BlogFields);
    return article ? { type: 'blog', article } : null;
  },
};
