import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { massageSite } from '../../../worker/seed/massage-site';
import { wineSite } from '../../../worker/seed/wine-site';

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
  'span',
]);
const ALLOWED_LINK_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel']);

/** Every tag left is allowed, only links carry attributes, and those are the allowed ones. */
function expectOnlyAllowedMarkup(html: string): void {
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tag = (match[1] ?? '').toLowerCase();
    expect(ALLOWED_TAGS.has(tag), `tag <${tag}> in ${html}`).toBe(true);
    const attributes = [...(match[2] ?? '').matchAll(/([^\s=/]+)\s*=/g)].map((attribute) => attribute[1]);
    for (const attribute of attributes) {
      expect(tag === 'a' && ALLOWED_LINK_ATTRIBUTES.has(attribute ?? ''), `${attribute} on <${tag}>`).toBe(
        true,
      );
    }
  }
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="/\\evil.example/">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="color:red" class="x" id="y">x</p>',
  '<span style="position:fixed;inset:0">overlay</span>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{display:none}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p><b>unclosed <i>tags <a href="https://ok.example">link',
  '<div onclick="alert(1)"><p>nested <em onmouseover="alert(1)">em</em></p></div>',
  '<base href="https://evil.example/">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
];

describe('XSS payloads', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const html = sanitizeRichText(payload);
    expectOnlyAllowedMarkup(html);
    expect(html).not.toMatch(
      /<(script|img|svg|math|iframe|object|embed|style|link|meta|form|input|base|body)\b/i,
    );
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(java|vb)script:|data:|style=|srcdoc/i);
    expect(html).not.toMatch(/href="\/\/|href="\/\\/);
    expect(html).not.toContain('[removed]');
  });

  it('is idempotent, so sanitising on write and again on render changes nothing', () => {
    for (const payload of PAYLOADS) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('drops the content of script, style and iframe elements, not just the tags', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeRichText('<iframe>inner</iframe>after')).toBe('after');
  });

  it('keeps the text of other disallowed tags', () => {
    expect(sanitizeRichText('<div><h1>Titre</h1><section>texte</section></div>')).toBe('Titretexte');
  });
});

describe('allowed markup', () => {
  const sample = [
    '<h2>Titre</h2>',
    '<h3>Sous-titre</h3>',
    '<h4>Détail</h4>',
    '<p>Un <strong>texte</strong> <em>riche</em>, <b>gras</b> et <i>italique</i>,<br />sur deux lignes.</p>',
    '<ul><li>un</li><li><span>deux</span></li></ul>',
    '<ol><li>premier</li></ol>',
    '<blockquote><p>Citation</p></blockquote>',
    '<p><a href="/les-massages" title="Nos soins">soins</a> <a href="#horaires">horaires</a> ',
    '<a href="mailto:contact@example.fr">e-mail</a> <a href="tel:+33261913658">appeler</a> ',
    '<a href="https://www.example.fr/a?b=1&amp;c=2">site</a> <a href="http://example.fr">ancien</a></p>',
  ].join('\n');

  it('is kept as written', () => {
    expect(sanitizeRichText(sample)).toBe(sample);
  });

  it('lowercases tag and attribute names', () => {
    expect(sanitizeRichText('<P>x</P><A HREF="/a">a</A>')).toBe('<p>x</p><a href="/a">a</a>');
  });

  it('opens new windows safely and drops other targets and any rel', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="/a" target="_self" rel="opener">a</a>')).toBe('<a href="/a">a</a>');
  });

  it('keeps escaped entities escaped and a lone < as text', () => {
    expect(sanitizeRichText('<p>&lt;b&gt; &amp; 1 < 2</p>')).toBe('<p>&lt;b&gt; &amp; 1 &lt; 2</p>');
  });

  it('escapes quotes in link titles and hrefs', () => {
    expect(sanitizeRichText('<a href="/a?q=&quot;x&quot;" title="&quot;t&quot;">a</a>')).toBe(
      '<a href="/a?q=&quot;x&quot;" title="&quot;t&quot;">a</a>',
    );
  });

  it('leaves every seeded rich text unchanged', () => {
    const seeded = [massageSite, wineSite].flatMap((site) =>
      site.pages.flatMap((page) =>
        page.blocks.flatMap((block) => (typeof block.data.html === 'string' ? [block.data.html] : [])),
      ),
    );
    expect(seeded.length).toBeGreaterThan(20);
    for (const html of seeded) expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('URL rules', () => {
  it('allow http(s), mailto, tel, site paths and anchors', () => {
    for (const url of ['https://a.example', 'http://a.example', 'mailto:a@b.fr', 'tel:+33', '/x', '#top']) {
      expect(safeHref(url)).toBe(url);
    }
  });

  it('refuse other schemes, protocol-relative and bare relative URLs', () => {
    for (const url of [
      'javascript:x',
      'data:text/html,x',
      '//a.example',
      '/\\a.example',
      'page.html',
      '',
      'ftp://a',
    ]) {
      expect(safeHref(url)).toBeNull();
    }
  });

  it('allow only paths and http(s) for images', () => {
    expect(safeImageSrc('/assets/sample/portrait.svg')).toBe('/assets/sample/portrait.svg');
    expect(safeImageSrc('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('mailto:a@b.fr')).toBeNull();
  });
});
