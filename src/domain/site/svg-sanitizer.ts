// SVG from elsewhere (POST /image/load-svg) is inlined in pages, so it is rebuilt from an
// allow-list rather than filtered: the input is tokenised, and only allowed elements and
// attributes are written back out, with every value re-escaped. Anything not on the lists
// (script, foreignObject, style, image, a, event handlers…) is dropped; an element that is
// dropped loses its content too. References may only point inside the document (`#id`,
// `url(#id)`): no other origin, no `javascript:` or `data:`. DOCTYPEs (and so entity
// definitions), comments and processing instructions are dropped. Malformed markup (a tag
// never closed, a closing tag that does not match) gives null rather than a guess.
// Pure JavaScript with no DOM, so it runs in the Worker and in unit tests alike.

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
]);

const ATTRIBUTES = new Set(
  (
    'id class x y x1 y1 x2 y2 cx cy r rx ry fx fy width height d points pathLength viewBox ' +
    'preserveAspectRatio transform version fill fill-opacity fill-rule stroke stroke-width ' +
    'stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset ' +
    'stroke-opacity opacity clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits ' +
    'filter filterUnits primitiveUnits offset stop-color stop-opacity gradientUnits ' +
    'gradientTransform spreadMethod patternUnits patternContentUnits patternTransform ' +
    'markerWidth markerHeight markerUnits refX refY orient marker-start marker-mid marker-end ' +
    'font-family font-size font-weight font-style text-anchor dominant-baseline ' +
    'alignment-baseline letter-spacing word-spacing text-decoration dx dy rotate textLength ' +
    'lengthAdjust startOffset visibility display color vector-effect shape-rendering ' +
    'paint-order style role aria-label aria-hidden focusable in in2 result mode operator ' +
    'k1 k2 k3 k4 values type stdDeviation flood-color flood-opacity radius href xlink:href xml:space'
  ).split(' '),
);

// Names are case-sensitive in SVG; sloppy files written through HTML tools lower-case them
// (viewbox, lineargradient), so names are matched without case and written canonically.
const canonical = (names: Set<string>) => new Map([...names].map((name) => [name.toLowerCase(), name]));
const ELEMENT_NAMES = canonical(ELEMENTS);
const ATTRIBUTE_NAMES = canonical(ATTRIBUTES);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (value: string) => value.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? '');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five XML entities and character references; any other entity stays as text. */
function decodeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference: string, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return XML_ENTITIES[body] ?? reference;
  });
}

// Browsers ignore these inside URLs and scheme names, so they are removed before checking.
const IGNORED_IN_URLS = /[\p{Cc}\s]/gu;

/** Internal references only: `#id`, and in values `url(#id)`. */
function safeValue(name: string, value: string): boolean {
  const compact = value.replace(IGNORED_IN_URLS, '').toLowerCase();
  if (/javascript:|vbscript:|data:|expression\(|@import|-moz-binding|behavior:|\\/.test(compact))
    return false;
  if (name === 'href' || name === 'xlink:href') return /^#[\w.:-]+$/.test(value.trim());
  // Every url(...) in the value must be a fragment of this document.
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    if (!/^['"]?#[\w.:-]+['"]?$/.test(match[1] ?? '')) return false;
  }
  return !/url\(/.test(compact.replace(/url\(['"]?#[\w.:-]+['"]?\)/g, ''));
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/y;

interface Cursor {
  text: string;
  at: number;
}

function readName(cursor: Cursor): string | null {
  NAME.lastIndex = cursor.at;
  const match = NAME.exec(cursor.text);
  if (!match) return null;
  cursor.at = NAME.lastIndex;
  return match[0];
}

/** Attributes up to `>` or `/>`; null when the tag is malformed. */
function readAttributes(cursor: Cursor): { attributes: [string, string][]; selfClosing: boolean } | null {
  const attributes: [string, string][] = [];
  for (;;) {
    const rest = /\s*(\/?>)/y;
    rest.lastIndex = cursor.at;
    const end = rest.exec(cursor.text);
    if (end) {
      cursor.at = rest.lastIndex;
      return { attributes, selfClosing: end[1] === '/>' };
    }
    ATTRIBUTE.lastIndex = cursor.at;
    const match = ATTRIBUTE.exec(cursor.text);
    if (!match || !/^\s/.test(cursor.text.slice(cursor.at, cursor.at + 1))) return null;
    cursor.at = ATTRIBUTE.lastIndex;
    attributes.push([match[1] ?? '', decodeXml((match[2] ?? '').slice(1, -1))]);
  }
}

function writeAttributes(attributes: [string, string][], root: boolean): string {
  const kept = new Map<string, string>();
  for (const [rawName, value] of attributes) {
    const name = ATTRIBUTE_NAMES.get(rawName.toLowerCase());
    if (name === undefined || !safeValue(name, value)) continue;
    // SVG 2 reads plain href; writing it so needs no xlink namespace declaration.
    kept.set(name === 'xlink:href' ? 'href' : name, value);
  }
  let out = root ? ' xmlns="http://www.w3.org/2000/svg"' : '';
  for (const [name, value] of kept) out += ` ${name}="${escapeXml(value)}"`;
  return out;
}

/** The SVG rebuilt from the allow-lists, or null when the input is not a well-formed SVG document. */
export function sanitizeSvg(input: string): string | null {
  const cursor: Cursor = { text: input.replace(/^\uFEFF/, ''), at: 0 };
  const open: string[] = []; // the elements open, dropped ones included
  let dropDepth = 0; // > 0 inside a dropped element
  let out = '';
  let sawRoot = false;
  const { text } = cursor;
  while (cursor.at < text.length) {
    const lt = text.indexOf('<', cursor.at);
    const chunk = text.slice(cursor.at, lt < 0 ? text.length : lt);
    if (chunk.trim() !== '') {
      if (open.length === 0) return null; // text outside the root element
      if (dropDepth === 0) out += escapeXml(decodeXml(chunk));
    } else if (open.length > 0 && dropDepth === 0) {
      out += chunk;
    }
    if (lt < 0) break;
    cursor.at = lt;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) return null;
      cursor.at = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0 || open.length === 0) return null;
      if (dropDepth === 0) out += escapeXml(text.slice(lt + 9, end));
      cursor.at = end + 3;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) return null;
      cursor.at = end + 2;
    } else if (text.startsWith('<!', lt)) {
      // A DOCTYPE, possibly with an internal subset of entity declarations: dropped whole.
      if (sawRoot) return null;
      const subset = text.indexOf('[', lt);
      const close = text.indexOf('>', lt);
      if (close < 0) return null;
      const end = subset >= 0 && subset < close ? text.indexOf(']', subset) : close;
      const after = end < 0 ? -1 : text.indexOf('>', end);
      if (after < 0) return null;
      cursor.at = after + 1;
    } else if (text.startsWith('</', lt)) {
      cursor.at = lt + 2;
      const name = readName(cursor);
      const end = /\s*>/y;
      end.lastIndex = cursor.at;
      if (name === null || !end.exec(text) || open.at(-1) !== name) return null;
      cursor.at = end.lastIndex;
      open.pop();
      if (dropDepth > 0) dropDepth -= 1;
      else out += `</${ELEMENT_NAMES.get(name.toLowerCase()) ?? name}>`;
    } else {
      cursor.at = lt + 1;
      const name = readName(cursor);
      if (name === null) return null;
      const tag = readAttributes(cursor);
      if (tag === null) return null;
      const root = !sawRoot;
      if (root && name.toLowerCase() !== 'svg') return null;
      if (open.length === 0 && !root) return null; // a second root element
      sawRoot = true;
      const known = ELEMENT_NAMES.get(name.toLowerCase());
      const dropped = dropDepth > 0 || known === undefined;
      if (!dropped) {
        out += `<${known}${writeAttributes(tag.attributes, root)}${tag.selfClosing ? '/>' : '>'}`;
      }
      if (!tag.selfClosing) {
        open.push(name);
        if (dropped) dropDepth += 1;
      }
    }
  }
  return sawRoot && open.length === 0 ? out : null;
}
