// R2 for site:export and site:import: buckets opened through wrangler's platform proxy, in a
// local state (`--persist-to`, `.wrangler/state` by default, as `npm start` keeps it) or the
// account's own (`--remote`), with the binding's whole API. `wrangler r2 object get/put` carry
// neither an object's custom metadata (a medium's original name, width and height) nor its
// other HTTP metadata, and list nothing: a copy through them lost what the media library shows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';

/** The environment's MEDIA bucket (wrangler.toml): its name and jurisdiction. */
export function mediaBucket(env) {
  const bucket = (unstable_readConfig({ env }).r2_buckets ?? []).find((entry) => entry.binding === 'MEDIA');
  return { name: bucket?.bucket_name ?? 'site-platform-media', jurisdiction: bucket?.jurisdiction };
}

/** Where a bucket is: the account's (remote) or one local state directory. */
const placeOf = (bucket) => (bucket.remote ? 'remote' : path.resolve(bucket.persistTo ?? '.wrangler/state'));

/**
 * Opens buckets ({ name, jurisdiction, remote, persistTo } each) and runs `use` with their
 * R2Bucket bindings, in the same order. Buckets of one place share one proxy (one runtime on a
 * local state directory at a time); each proxy is disposed of afterwards, also on an error.
 */
export async function withBuckets(buckets, use) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-r2-'));
  const proxies = [];
  try {
    const places = [...new Set(buckets.map(placeOf))];
    const bindings = new Array(buckets.length);
    for (const [index, place] of places.entries()) {
      const members = buckets
        .map((bucket, at) => ({ bucket, at }))
        .filter(({ bucket }) => placeOf(bucket) === place);
      const configPath = path.join(dir, `wrangler-${index}.json`);
      const config = {
        name: 'site-transfer-r2',
        compatibility_date: '2026-08-15',
        r2_buckets: members.map(({ bucket, at }) => ({
          binding: `BUCKET_${at}`,
          bucket_name: bucket.name,
          ...(bucket.jurisdiction ? { jurisdiction: bucket.jurisdiction } : {}),
          ...(bucket.remote ? { remote: true } : {}),
        })),
      };
      writeFileSync(configPath, JSON.stringify(config));
      const proxy = await getPlatformProxy({
        configPath,
        envFiles: [],
        persist: place === 'remote' ? false : { path: path.join(place, 'v3') },
      });
      proxies.push(proxy);
      for (const { at } of members) bindings[at] = proxy.env[`BUCKET_${at}`];
    }
    return await use(bindings);
  } finally {
    for (const proxy of proxies) await proxy.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every key under `prefix`, page by page. */
export async function listKeys(bucket, prefix) {
  const keys = [];
  let cursor;
  do {
    const page = await bucket.list({ prefix, cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Copies objects ({ from, to, contentType } each) with their HTTP and custom metadata: the
 * content type the source object has, else the one given. Returns the keys the source lacked.
 */
export async function copyObjects(source, target, copies) {
  const missing = [];
  for (const copy of copies) {
    const object = await source.get(copy.from);
    if (!object) {
      missing.push(copy.from);
      continue;
    }
    const httpMetadata = { ...object.httpMetadata };
    httpMetadata.contentType ??= copy.contentType;
    await target.put(copy.to, await object.arrayBuffer(), {
      httpMetadata,
      customMetadata: object.customMetadata ?? {},
    });
  }
  return missing;
}

/** The options that name the bucket a site's objects are copied from (site:import, site:media). */
export const SOURCE_OPTIONS = {
  values: ['media-from', 'media-from-jurisdiction', 'media-from-persist-to'],
  flags: ['media-from-remote'],
};

/**
 * The buckets of a copy from the arguments: from --media-from (in the account with
 * --media-from-remote, in the local state --media-from-persist-to names, else where the target
 * is), to the MEDIA bucket of --env (remote with --remote, else local in --persist-to).
 */
export function copyBuckets(args) {
  const fromLocal = args['media-from-persist-to'];
  return {
    from: {
      name: args['media-from'],
      jurisdiction: args['media-from-jurisdiction'],
      remote: args['media-from-remote'] ? true : fromLocal ? false : Boolean(args.remote),
      persistTo: fromLocal ?? args['persist-to'],
    },
    to: { ...mediaBucket(args.env), remote: Boolean(args.remote), persistTo: args['persist-to'] },
  };
}

/** The command line of `npm run site:media` that makes the same copy (what site:import prints). */
export function mediaCommand(args, file, siteId) {
  const quote = (value) => (/^[\w./:@-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);
  const parts = ['npm run site:media --', '--file', quote(file), '--to-site', String(siteId)];
  parts.push('--media-from', args['media-from'] ? quote(args['media-from']) : '<seau-source>');
  for (const name of ['media-from-jurisdiction', 'media-from-persist-to', 'env', 'persist-to'])
    if (args[name]) parts.push(`--${name}`, quote(args[name]));
  for (const name of ['media-from-remote', 'remote']) if (args[name]) parts.push(`--${name}`);
  return parts.join(' ');
}

/** Copies the objects of an import (scripts/site-media.ts) and says so in French; throws on any missing. */
export async function copySiteMedia(args, copies) {
  const buckets = copyBuckets(args);
  const missing = await withBuckets([buckets.from, buckets.to], ([from, to]) =>
    copyObjects(from, to, copies),
  );
  const copied = copies.length - missing.length;
  console.log(
    `Objets R2 copiés (${copied}) de ${buckets.from.name} vers ${buckets.to.name}, avec leur type de contenu et leurs métadonnées.`,
  );
  if (missing.length > 0)
    throw new Error(
      `Objets absents du seau ${buckets.from.name} (${missing.length}) : ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}`,
    );
}
