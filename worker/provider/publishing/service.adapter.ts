import { serviceInputSchema } from '../../../src/schema/content/service';
import { servicePreview } from '../content/public';
import { fieldsAdapter } from './fields-adapter';
import { readLiveService, showLiveService, writeLiveService } from './service-live.repository';

// Services (« Prestations »): the title, the summary, the description and the image, with the
// limits of the service form.

export const serviceAdapter = fieldsAdapter({
  type: 'service',
  missing: "Cette prestation n'existe pas.",
  liveRow: { table: 'services', flag: 'is_valid' },
  schema: serviceInputSchema.pick({ title: true, summary: true, description: true, image: true }),
  richText: ['description'],
  words: { title: 'titre', summary: 'résumé', description: 'description', image: 'image' },
  read: readLiveService,
  write: writeLiveService,
  show: showLiveService,
  preview: async (ctx, itemId, fields) => {
    const service = await servicePreview(ctx, itemId, fields);
    return service ? { type: 'service', service, locale: ctx.scope.locale } : null;
  },
});
