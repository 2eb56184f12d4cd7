import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FooterConf } from '../../../src/schema/site/component-conf';
import { absoluteUrl, Document } from '../../../src/ui/document/Document';
import { Footer } from '../../../src/ui/layout/Footer';
import { Menu } from '../../../src/ui/layout/Menu';
import { SiteViewContext, type SiteView } from '../../../src/ui/site-view';
import { inLocale, logo, ORIGIN, page, siteInfo, view } from '../support/site-view';

// Menu and footer links come from the back office like rich text, so they pass the
// same safeHref; og:image takes an absolute logo URL as it is.

const render = (element: ReactElement, siteView: SiteView) =>
  renderToString(inLocale(createElement(SiteViewContext.Provider, { value: siteView }, element)));

const NO_JS = /javascript:/i;

describe('menu links pass through safeHref', () => {
  const pages = [
    page(1, { type: 'URL', url: 'javascript:alert(document.cookie)', jsCode: null }),
    page(2, { type: 'URL', url: 'java\tscript:alert(1)', jsCode: null }),
    page(3, { type: 'URL', url: 'https://www.example.org/partenaire', jsCode: null }),
    page(4, { type: 'NONE', url: null, jsCode: null }, '/qui-suis-je'),
  ];
  const html = render(
    createElement(Menu, { pages, currentPath: '/', label: 'Menu principal', id: 'menu', iconSize: 12 }),
    view(),
  );

  it('renders a javascript: menu URL without any href', () => {
    expect(html).not.toMatch(NO_JS);
    expect(html).toMatch(/<a class="menu__link">Page 1<\/a>/);
    expect(html).toMatch(/<a class="menu__link">Page 2<\/a>/);
  });

  it('keeps safe external and internal links', () => {
    expect(html).toContain('href="https://www.example.org/partenaire"');
    expect(html).toContain('href="/qui-suis-je"');
  });
});

describe('footer links pass through safeHref', () => {
  const footer: FooterConf = {
    columns: [
      {
        title: 'Liens',
        links: [
          { label: 'Piège', href: 'javascript:alert(1)' },
          { label: 'Piège encodé', href: 'jav&#x61;script:alert(1)' },
          { label: 'Interventions', href: '/mes-interventions' },
          { label: 'Partenaire', href: 'https://www.example.org/' },
        ],
      },
    ],
  };
  const html = render(createElement(Footer), view({ footer }));

  it('renders a javascript: footer link as plain text', () => {
    expect(html).not.toMatch(NO_JS);
    expect(html).toContain('<li>Piège</li>');
    expect(html).toContain('<li>Piège encodé</li>');
  });

  it('keeps safe footer links', () => {
    expect(html).toContain('href="/mes-interventions"');
    expect(html).toContain('href="https://www.example.org/"');
  });
});

describe('og:image', () => {
  const ogImage = (logoUrl: string) => {
    const html = render(
      createElement(Document, {
        meta: { title: 'Accueil', description: 'Massages', canonicalPath: '/' },
        themeCss: '',
        islandsScript: null,
        children: null,
      }),
      view({ info: siteInfo([logo(logoUrl)]) }),
    );
    return /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  };

  it('prefixes the origin to a site path', () => {
    expect(ogImage('/media/logo.png')).toBe(`${ORIGIN}/media/logo.png`);
  });

  it('never gives an SVG: a sample logo’s raster twin, or nothing', () => {
    expect(ogImage('/assets/sample/logo.svg')).toBe(`${ORIGIN}/assets/sample/raster/logo.jpg`);
    expect(ogImage('/media/logo.svg')).toBeUndefined();
  });

  it('keeps an absolute logo URL as it is', () => {
    expect(ogImage('https://cdn.example.net/logos/massages.png')).toBe(
      'https://cdn.example.net/logos/massages.png',
    );
  });

  it('resolves relative and protocol-relative URLs against the origin', () => {
    expect(absoluteUrl('//cdn.example.net/a.png', ORIGIN)).toBe('https://cdn.example.net/a.png');
    expect(absoluteUrl('logo.svg', ORIGIN)).toBe(`${ORIGIN}/logo.svg`);
  });
});
