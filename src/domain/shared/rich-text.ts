import { FilterXSS, type IFilterXSSOptions } from 'xss';

// Rich text comes from site owners (page blocks, legal texts) and is shown as HTML, so it is
// sanitised on write and again on render: an allow-list of tags and attributes, links limited to
// safe schemes. js-xss is pure JavaScript (no DOM, no Node built-ins), so it runs in the Worker.

const ALLOWED_TAGS: IFilterXSSOptions['whiteList'] = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  a: ['href', 'title', 'target'],
  blockquote: [],
  br: [],
  span: [],
};

// Elements whose content is code or foreign markup, not text: dropped with everything inside.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  num: '#',
  nbsp: '\u00a0',
};

function codePoint(value: number): string {
  const valid =
    Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return valid ? String.fromCodePoint(value) : '\ufffd';
}

/** Decodes character references the way a browser reads an attribute value, once. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (reference: string, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? reference;
  });
}

/** Without leading and trailing C0 controls and spaces, as the URL parser strips them. */
function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

// http(s), mailto and tel links, site paths ('/…' but not '//host' or '/\host') and anchors.
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/i;

/**
 * The URL a browser would follow, if it is one of the allowed kinds; null otherwise. Decoded and
 * stripped of the tabs, newlines and control characters browsers ignore, so `jav&#x61;script:`
 * or `java\tscript:` cannot pass for something else.
 */
export function safeHref(value: string): string | null {
  const url = trimControls(decodeAttribute(value).replace(/[\t\n\r]/g, ''));
  return url !== '' && SAFE_URL.test(url) ? url : null;
}

/** Image sources: site paths and http(s) only (no data: or blob: URLs from content). */
export function safeImageSrc(value: string): string | null {
  const url = safeHref(value);
  return url !== null && /^(?:https?:\/\/|\/)/i.test(url) ? url : null;
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  stripBlankChar: true,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a') return undefined;
    if (name === 'href') {
      const href = safeHref(value);
      // Re-escaped in full: what the browser decodes is exactly the URL that was checked.
      return href === null ? '' : `href="${escapeHtml(href)}"`;
    }
    // A new window gets rel noopener so the opened page cannot reach back; other targets are dropped.
    if (name === 'target') {
      return value.trim().toLowerCase() === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    }
    // rel is only ever the one written above, so output sanitised again stays the same.
    if (name === 'rel') return '';
    return undefined;
  },
});

function sanitizeNow(html: string): string {
  // A '<' not followed by a letter, '/', '!' or '?' is text to a browser ('1 < 2'), but js-xss would
  // read '< 2 >' as a tag and strip it: escape it first.
  const sanitized = filter.process(html.replace(/<(?![a-z/!?])/gi, '&lt;'));
  // js-xss leaves a '[removed]' marker where a dropped element was opened but never closed.
  return sanitized.replace(/\[\/?removed\]/g, '');
}

// Sanitising is a pure function of the HTML and costs about 1 ms a page view (js-xss parses
// every tag), while a page shows the same blocks until its content changes: results are kept
// by input, so a render after a publish pays only for the blocks whose HTML changed.
// LRU, bounded in entries and in characters (inputs and outputs, ~2 bytes a character).
export const RICH_TEXT_MEMO_MAX_ENTRIES = 1_000;
export const RICH_TEXT_MEMO_MAX_CHARS = 2_000_000;
const sanitized = new Map<string, string>();
let memoChars = 0;
let memoHits = 0;

/** Test hook: what the memo holds and how often it answered. */
export const richTextMemoStats = () => ({ entries: sanitized.size, chars: memoChars, hits: memoHits });

/** Owner HTML reduced to safe formatting markup. Idempotent, so it can run on write and on render. */
export function sanitizeRichText(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) {
    memoHits += 1;
    sanitized.delete(html); // most recently used last
    sanitized.set(html, known);
    return known;
  }
  const result = sanitizeNow(html);
  const chars = html.length + result.length;
  if (chars > RICH_TEXT_MEMO_MAX_CHARS / 10) return result; // one huge text would evict everything
  sanitized.set(html, result);
  memoChars += chars;
  for (const [oldest, value] of sanitized) {
    if (sanitized.size <= RICH_TEXT_MEMO_MAX_ENTRIES && memoChars <= RICH_TEXT_MEMO_MAX_CHARS) break;
    sanitized.delete(oldest);
    memoChars -= oldest.length + value.length;
  }
  return result;
}
