import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareLocalDatabase } from '../../../scripts/local-db.mjs';
import { copyBuckets, mediaCommand, withBuckets } from '../../../scripts/site-r2.mjs';

// The commands themselves, as an operator runs them between two local states (what `npm start`
// keeps): the wine site exported with its media from one, imported with --media-from into
// another that already holds a site with the same id and the same row ids (its copy, under other
// hosts): the site, renumbered, gets its media library under its new prefix, each object with its
// content type and custom metadata; the file is readable by its owner only.

const BUCKET = 'site-platform-media';
const LIBRARY: {
  key: string;
  body: Uint8Array;
  contentType: string;
  customMetadata: Record<string, string>;
}[] = [
  {
    key: 'sites/2/media/k3v9-la-cave.jpg',
    body: new Uint8Array([255, 216, 255, 224, 1, 2, 3]),
    contentType: 'image/jpeg',
    customMetadata: { originalName: 'La cave.JPG', width: '1600', height: '1067' },
  },
  {
    key: 'sites/2/media/p7q2-tarifs-2027.pdf',
    body: new TextEncoder().encode('%PDF-1.7 tarifs'),
    contentType: 'application/pdf',
    customMetadata: { originalName: 'Tarifs 2027.pdf' },
  },
];
// Made again on demand (sized variants): not copied. Another site's medium: not the wine site's.
const LEFT_BEHIND = ['sites/2/variants/k3v9-la-cave.jpg/640.webp', 'sites/1/media/m1-cabinet.png'];

const env = {
  ...process.env,
  PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
};
const script = (name: string, args: string[]) =>
  spawnSync(process.execPath, [`scripts/${name}`, ...args], { encoding: 'utf8', env });
const query = (state: string, sql: string) => {
  const out = spawnSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql],
    { encoding: 'utf8', env },
  );
  if (out.status !== 0) throw new Error(out.stderr);
  return (JSON.parse(out.stdout) as { results: Record<string, unknown>[] }[]).map((result) => result.results);
};

describe('site:import --media-from', () => {
  it('names the source bucket where the target is unless told, and prints the same copy', () => {
    expect(copyBuckets({ 'media-from': 'vieux', remote: true, env: 'production' })).toEqual({
      from: { name: 'vieux', jurisdiction: undefined, remote: true, persistTo: undefined },
      to: { name: 'site-platform-media', jurisdiction: 'eu', remote: true, persistTo: undefined },
    });
    expect(
      copyBuckets({ 'media-from': BUCKET, 'media-from-persist-to': '/tmp/a', remote: true }).from,
    ).toEqual({ name: BUCKET, jurisdiction: undefined, remote: false, persistTo: '/tmp/a' });
    expect(
      copyBuckets({ 'media-from': BUCKET, 'media-from-remote': true, 'persist-to': '/b' }).from,
    ).toMatchObject({ remote: true });
    expect(mediaCommand({ remote: true, env: 'production' }, 'mon site.json', 7)).toBe(
      "npm run site:media -- --file 'mon site.json' --to-site 7 --media-from <seau-source> --env production --remote",
    );
  });
});

describe('npm run site:export and site:import between two local states', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-move-'));
  const [source, target] = [path.join(root, 'source'), path.join(root, 'target')];
  const file = path.join(root, 'vins.json');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(
    'moves the wine site with its media library, renumbered, each object with its metadata',
    { timeout: 300_000 },
    async () => {
      await prepareLocalDatabase({ stateDir: source });
      await withBuckets([{ name: BUCKET, persistTo: source }], async ([bucket]) => {
        for (const object of LIBRARY)
          await bucket!.put(object.key, object.body, {
            httpMetadata: { contentType: object.contentType },
            customMetadata: object.customMetadata,
          });
        for (const key of LEFT_BEHIND) await bucket!.put(key, new Uint8Array([1]));
      });

      const exported = script('site-export.mjs', [
        '--site',
        'vins.localhost',
        '--persist-to',
        source,
        '--out',
        file,
      ]);
      expect(exported.stderr).toContain('2 clés R2 à copier (préfixe sites/2/, dont 2 de la médiathèque');
      expect(exported.status).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      // The target: the same state, its wine site moved to other hosts, so that the import meets
      // its site id and every one of its row ids already taken.
      cpSync(source, target, { recursive: true });
      query(target, "UPDATE site_domains SET host = 'ancien-' || host WHERE site_id = 2");
      const imported = script('site-import.mjs', [
        ...['--file', file, '--persist-to', target],
        ...['--media-from', BUCKET, '--media-from-persist-to', source],
      ]);
      expect(imported.stderr).toBe('');
      expect(imported.stdout).toContain('le site importé est le n° 3.');
      expect(imported.stdout).toContain('Identifiants déjà pris dans pages');
      expect(imported.stdout).toContain(
        'Objets R2 copiés (2) de site-platform-media vers site-platform-media',
      );

      // What site:import prints without --media-from, run later: the same copy, made again.
      const again = script('site-media-copy.mjs', [
        ...['--file', file, '--to-site', '3', '--persist-to', target],
        ...['--media-from', BUCKET, '--media-from-persist-to', source],
      ]);
      expect(again.stderr).toBe('');

      const stored = await withBuckets([{ name: BUCKET, persistTo: target }], async ([bucket]) => {
        const listed = await bucket!.list({
          prefix: 'sites/3/',
          include: ['httpMetadata', 'customMetadata'],
        });
        return Promise.all(
          listed.objects.map(async (object) => ({
            key: object.key,
            body: new Uint8Array(await (await bucket!.get(object.key))!.arrayBuffer()),
            contentType: object.httpMetadata?.contentType,
            customMetadata: object.customMetadata,
          })),
        );
      });
      expect(stored).toEqual(
        LIBRARY.map((object) => ({ ...object, key: object.key.replace('sites/2/', 'sites/3/') })),
      );

      const [pages, original] = query(
        target,
        'SELECT COUNT(*) AS n FROM pages WHERE site_id = 3; SELECT COUNT(*) AS n FROM pages WHERE site_id = 2',
      );
      expect(pages).toEqual(original);
    },
  );
});
