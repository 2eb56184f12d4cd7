import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../src/domain/site/svg-sanitizer.ts';

const svg = (inner: string, attributes = 'viewBox="0 0 24 24"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`;

describe('SVG sanitiser: what is kept', () => {
  it('rebuilds a plain drawing with its case-sensitive names and attributes', () => {
    const input = `<?xml version="1.0"?>\n<!-- dessin -->\n${svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<path d="M0 0h24v24z" fill="url(#g)" stroke-width="2"/><title>Icône</title>',
    )}`;
    expect(sanitizeSvg(input)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g">' +
        '<stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<path d="M0 0h24v24z" fill="url(#g)" stroke-width="2"/><title>Icône</title></svg>',
    );
  });

  it('keeps internal references and writes xlink:href as href', () => {
    expect(sanitizeSvg(svg('<use xlink:href="#icone" x="2"/>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><use href="#icone" x="2"/></svg>',
    );
  });

  it('writes names lower-cased by HTML tools in their SVG case', () => {
    expect(sanitizeSvg('<SVG viewbox="0 0 2 2"><lineargradient id="a"/><Script>x</Script></SVG>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><linearGradient id="a"/></svg>',
    );
  });

  it('re-escapes text and values, so nothing decoded can become markup', () => {
    const out = sanitizeSvg(svg('<text x="1" class="&quot;&gt;&lt;script&gt;">a &lt;b&gt; &amp;c</text>'));
    expect(out).toContain('class="&quot;&gt;&lt;script&gt;"');
    expect(out).toContain('a &lt;b&gt; &amp;c');
  });
});

describe('SVG sanitiser: what is removed', () => {
  it.each([
    ['a script element and its code', '<script>alert(1)</script><circle r="1"/>'],
    ['a script inside an allowed element', '<g><script type="text/javascript">alert(1)</script></g>'],
    [
      'foreignObject and the HTML inside',
      '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>',
    ],
    ['a style element (remote CSS)', '<style>@import url(https://evil.example/x.css);</style>'],
    ['an image from another origin', '<image href="https://evil.example/track.png"/>'],
    ['a link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    ['an unknown element', '<set attributeName="onload" to="alert(1)"/>'],
    ['animation that could rewrite href', '<animate attributeName="href" to="javascript:alert(1)"/>'],
  ])('%s', (_label, inner) => {
    const out = sanitizeSvg(svg(inner)) ?? '';
    expect(out.startsWith('<svg')).toBe(true);
    expect(out).not.toMatch(/script|foreignObject|iframe|style>|image|<a|set|animate|evil|alert/i);
  });

  it.each([
    ['event handler', '<circle r="1" onclick="alert(1)" onload="alert(2)"/>'],
    ['external href', '<use href="https://evil.example/sprite.svg#a"/>'],
    ['external xlink:href', '<use xlink:href="//evil.example/sprite.svg#a"/>'],
    ['javascript: href, obfuscated', '<use href="jav&#x09;ascript:alert(1)"/>'],
    ['external url() in a presentation attribute', '<rect fill="url(https://evil.example/p.svg#p)"/>'],
    ['external url() in a style attribute', '<rect style="fill:url( https://evil.example/x )"/>'],
    ['CSS escapes in a style attribute', '<rect style="background:u\\72l(x)"/>'],
    ['a data: URL', '<rect fill="url(data:image/svg+xml,abc)"/>'],
  ])('removes the attribute: %s', (_label, inner) => {
    const out = sanitizeSvg(svg(inner)) ?? '';
    expect(out).not.toMatch(/on(click|load)|evil|javascript|data:|\\/i);
    expect(out).toMatch(/<(circle|use|rect)/);
  });

  it('drops a DOCTYPE with entity definitions and leaves unknown entities as text', () => {
    const input =
      '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY a "aaaa">]>' +
      svg('<text>&xxe;&a;</text>');
    expect(sanitizeSvg(input)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text>&amp;xxe;&amp;a;</text></svg>',
    );
  });
});

describe('SVG sanitiser: what is refused', () => {
  it.each([
    ['HTML, not SVG', '<html><body>x</body></html>'],
    ['a tag never closed', '<svg><g></svg>'],
    ['a closing tag that does not match', '<svg><g></rect></svg>'],
    ['two root elements', '<svg></svg><svg></svg>'],
    ['text after the root', '<svg></svg>bonjour'],
    ['an attribute without quotes', '<svg><rect width=10/></svg>'],
    ['an unfinished comment', '<svg><!-- </svg>'],
    ['empty input', ''],
  ])('%s gives null', (_label, input) => {
    expect(sanitizeSvg(input)).toBeNull();
  });
});
