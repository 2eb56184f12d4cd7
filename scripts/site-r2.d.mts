export interface BucketPlace {
  name: string;
  jurisdiction?: string;
  remote?: boolean;
  persistTo?: string;
}
export interface ObjectCopy {
  from: string;
  to: string;
  contentType: string;
}
type Args = Record<string, string | boolean | undefined>;
/** The environment's MEDIA bucket (wrangler.toml): its name and jurisdiction. */
export function mediaBucket(env?: string): { name: string; jurisdiction?: string };
/** Opens the buckets and runs `use` with their bindings, in the same order; disposes of them after. */
export function withBuckets<T>(buckets: BucketPlace[], use: (bindings: R2Bucket[]) => Promise<T>): Promise<T>;
/** Every key under `prefix`, page by page. */
export function listKeys(bucket: R2Bucket, prefix: string): Promise<string[]>;
/** Copies objects with their HTTP and custom metadata; returns the keys the source lacked. */
export function copyObjects(source: R2Bucket, target: R2Bucket, copies: ObjectCopy[]): Promise<string[]>;
export const SOURCE_OPTIONS: { values: string[]; flags: string[] };
/** The buckets of a copy from site:import's or site:media's arguments. */
export function copyBuckets(args: Args): { from: BucketPlace; to: BucketPlace };
/** The `npm run site:media` command line that makes the same copy. */
export function mediaCommand(args: Args, file: string, siteId: number): string;
/** Copies an import's objects and says so in French; throws on any missing. */
export function copySiteMedia(args: Args, copies: ObjectCopy[]): Promise<void>;
