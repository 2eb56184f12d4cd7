import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import { catalogueWrite, returnedId } from './product-write.repository';

// The owner's labelled catalogue items (meal icons, variations): a label unique on the site,
// listed, created, updated and deleted through the catalogue's write batch, each write
// publishing the site's new content version. Each kind gives its repository and sentences.

/** What one kind of labelled item reads and writes with, and its French sentences. */
export interface LabelledItemStore<Item extends { id: number }, Input extends { label: string }> {
  notFound: string;
  taken: string;
  list(db: D1Database, siteId: number): Promise<Item[]>;
  find(db: D1Database, siteId: number, id: number): Promise<Item | null>;
  labelTaken(db: D1Database, siteId: number, label: string, exceptId: number | null): Promise<boolean>;
  insert(db: D1Database, siteId: number, input: Input): D1PreparedStatement;
  update(db: D1Database, siteId: number, current: Item, input: Input): D1PreparedStatement[];
  remove(db: D1Database, siteId: number, current: Item): D1PreparedStatement[];
}

/** The admin operations on one kind of labelled item; an id of another site is 404, a taken label 409. */
export function labelledItemAdmin<Item extends { id: number }, Input extends { label: string }>(
  store: LabelledItemStore<Item, Input>,
) {
  const find = (ctx: ServiceContext, id: number | null) =>
    id === null ? Promise.resolve(null) : store.find(ctx.db, ctx.site.id, id);

  async function existing(ctx: ServiceContext, id: number | null): Promise<Item> {
    const item = await find(ctx, id);
    if (!item) throw notFound(store.notFound);
    return item;
  }

  async function write(ctx: ServiceContext, statements: D1PreparedStatement[]) {
    const written = orFail(await catalogueWrite(ctx.db, ctx.site.id, statements));
    await publishContentVersion(ctx.env, ctx.site.id, written.version, ctx.requestId);
    return written.results;
  }

  async function checkLabel(ctx: ServiceContext, label: string, exceptId: number | null) {
    if (await store.labelTaken(ctx.db, ctx.site.id, label, exceptId)) throw new AppError(409, store.taken);
  }

  return {
    list: (ctx: ServiceContext) => store.list(ctx.db, ctx.site.id),
    find,
    create: async (ctx: ServiceContext, input: Input): Promise<Item> => {
      await checkLabel(ctx, input.label, null);
      const results = await write(ctx, [store.insert(ctx.db, ctx.site.id, input)]);
      return existing(ctx, returnedId(results[0]));
    },
    update: async (ctx: ServiceContext, id: number | null, input: Input): Promise<Item> => {
      const current = await existing(ctx, id);
      await checkLabel(ctx, input.label, current.id);
      await write(ctx, store.update(ctx.db, ctx.site.id, current, input));
      return existing(ctx, current.id);
    },
    remove: async (ctx: ServiceContext, id: number | null): Promise<void> => {
      const current = await existing(ctx, id);
      await write(ctx, store.remove(ctx.db, ctx.site.id, current));
    },
  };
}
