import type { ContentAdapter } from './content-adapter';

// The content types' adapters (./content-types.ts: each type's schemas and repositories) are
// loaded with the first schedule that falls due or the first preview link an isolate handles,
// never at the Worker's startup: every page request goes through applyDueChanges, and most
// have nothing due. Bundled into one file, this dynamic import is a module initialised on first use.

/** The adapter of a type named in a path (404 for a type without one), loaded on first use. */
export async function loadAdapterFor(type: string): Promise<ContentAdapter> {
  const { adapterFor } = await import('./content-types');
  return adapterFor(type);
}
