import { createContext, useContext, type ReactElement } from 'react';

// The site's stylesheets travel inside the page (LCP): on a slow mobile link every
// render-blocking <link rel="stylesheet"> costs a round trip before the first paint, and the
// largest paint of every page type was its first paint. The Worker reads the files once per
// isolate (worker/pages/site/inline-stylesheets.ts) and provides their text here; without it (a
// test rendering a component alone, the files unreadable) they stay links.

export const STYLESHEET_NAMES = [
  'site',
  'blocks',
  'shop',
  'albums',
  'cart',
  'news',
  'blog',
  'elements',
  'booking',
] as const;
export type StylesheetName = (typeof STYLESHEET_NAMES)[number];
export type StylesheetTexts = Partial<Record<StylesheetName, string>>;

export const StylesheetContext = createContext<StylesheetTexts>({});

const hrefOf = (name: StylesheetName) => `/assets/${name}.css`;

/**
 * A page's own stylesheet (shop, albums, cart, news, blog, elements, booking): hoisted into <head> and
 * rendered once however many components ask for it, as React does for <link precedence> and
 * <style href precedence>.
 */
export function Stylesheet({ name }: { name: StylesheetName }): ReactElement {
  const css = useContext(StylesheetContext)[name];
  return css === undefined ? (
    <link rel="stylesheet" href={hrefOf(name)} precedence="default" />
  ) : (
    <style href={hrefOf(name)} precedence="default">
      {css}
    </style>
  );
}

/** The document's base stylesheets (site, blocks), in place: first in the cascade, as before. */
export function BaseStylesheet({ name }: { name: 'site' | 'blocks' }): ReactElement {
  const css = useContext(StylesheetContext)[name];
  // Our own files: no `</style` in them to end the element early.
  return css === undefined ? (
    <link rel="stylesheet" href={hrefOf(name)} />
  ) : (
    <style data-href={hrefOf(name)} dangerouslySetInnerHTML={{ __html: css }} />
  );
}
