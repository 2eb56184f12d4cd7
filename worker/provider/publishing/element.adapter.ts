import { elementWriteSchema } from '../../../src/schema/content/element';
import { elementPreview } from '../content/public';
import { readLiveElement, showLiveElement, writeLiveElement } from './element-live.repository';
import { fieldsAdapter } from './fields-adapter';

// Element list items (a workshop, a tasting visit): the title, the summary, the text, the
// image, the date and duration, the place and the price.

export const elementAdapter = fieldsAdapter({
  type: 'element-item',
  missing: "Cet élément n'existe pas.",
  liveRow: { table: 'elements', flag: 'is_valid' },
  schema: elementWriteSchema.pick({
    title: true,
    summary: true,
    body: true,
    image: true,
    startsAt: true,
    durationMinutes: true,
    location: true,
    price: true,
  }),
  richText: ['body'],
  words: {
    title: 'titre',
    summary: 'résumé',
    body: 'texte',
    image: 'image',
    startsAt: 'date',
    durationMinutes: 'durée',
    location: 'lieu',
    price: 'tarif',
  },
  read: readLiveElement,
  write: writeLiveElement,
  show: showLiveElement,
  preview: async (ctx, itemId, fields) => {
    const found = await elementPreview(ctx, itemId, fields);
    return found ? { type: 'element-item', ...found } : null;
  },
});
