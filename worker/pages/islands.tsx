import type { LayoutIslands } from '../../src/ui/layout/LayoutFrame';
import type { SiteView } from '../../src/ui/site-view';

/** The live components of every page layout (filled in by the islands work). */
export function layoutIslands(_view: SiteView): LayoutIslands {
  return {};
}
