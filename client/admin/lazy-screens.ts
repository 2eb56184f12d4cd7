import { lazy, type ComponentType } from 'react';

// The panel's screens load when first opened: each section names its screens through this
// helper, and the build (scripts/build-admin.mjs, esbuild splitting) puts every screen module
// and the heavy libraries only it uses (charts, rich text, drag and drop) in their own files.
// The first load of /admin then carries react-admin's frame, not every screen of the panel.

export function lazyScreens<M extends object>(load: () => Promise<M>) {
  let loading: Promise<M> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a network failure is retried on the next visit of the screen
      throw error;
    }));
  return (name: keyof M & string) => lazy(async () => ({ default: (await once())[name] as ComponentType }));
}
