import type { BuildOptions, Metafile } from 'esbuild';

export interface ClientManifest {
  islands: string; // the entry every page with islands loads
  chunks: string[]; // files the entry imports statically
  shop: string; // the shop chunk's entry (client/shop-islands.ts)
  shopChunks: string[]; // files only the shop chunk imports
  member: string; // the member chunk's entry (client/member-islands.ts)
  memberChunks: string[]; // files only the member chunk imports
}

/** The part of esbuild's metafile outputs these functions read. */
export type OutputGraph = Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;

/** The output file and every file it imports statically, transitively (the entry first). */
export function staticClosure(outputs: OutputGraph, start: string): string[];

/** The output file and every file it imports, statically or dynamically, transitively. */
export function fullClosure(outputs: OutputGraph, start: string): string[];

/** esbuild's options for the islands bundle (metafile on). */
export const clientBuildOptions: BuildOptions & { metafile: true };

/** The manifest the worker reads, from esbuild's metafile. */
export function manifestFrom(metafile: { outputs: OutputGraph }): ClientManifest;

export function buildClient(options?: {
  sourcemap?: boolean;
}): Promise<{ file: string; manifest: ClientManifest; metafile: Metafile }>;
