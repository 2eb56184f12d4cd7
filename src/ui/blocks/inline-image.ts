import { createContext } from 'react';

// A page's largest image, when it is one of our own small SVG files (the sample sites'
// illustrations), travels inside the page as a data: URI (LCP): on a slow mobile
// link the separate request costs a connection and a round trip after the document, which is
// most of an image page's LCP, while the file itself is 1–2 KB. The worker provides the loader
// (worker/media/inline-svg.ts); without it (a component rendered alone, the browser) images
// keep their URL.

/** The data: URI for a small SVG of ours, or null when it is not one (or cannot be read). */
export type InlineImageLoader = (src: string) => Promise<string | null> | null;

export const InlineImageContext = createContext<InlineImageLoader | null>(null);
