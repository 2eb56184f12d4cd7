// Block components rendered to HTML the way the worker does. Written with createElement, not JSX:
// the unit project only collects test/unit/**/*.test.ts.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ParameterMap } from '../../../src/schema/site/parameter';
import type { PageBlock } from '../../../src/schema/content/page-block';
import { BlockList, parseBlocks, type BlockInput } from '../../../src/ui/blocks/BlockList';
import { ContactBlock } from '../../../src/ui/blocks/ContactBlock';
import { FormBlock } from '../../../src/ui/blocks/FormBlock';
import { GalleryBlock } from '../../../src/ui/blocks/GalleryBlock';
import { SocialBlock } from '../../../src/ui/blocks/SocialBlock';
import { massageSite } from '../../../worker/seed/massage-site';
import { SiteViewContext } from '../../../src/ui/site-view';
import { massageParameters, parametersFrom } from '../support/parameters';
import { inLocale, view } from '../support/site-view';
import type { SeedPage } from '../../../worker/seed/types';

const page = (key: string): SeedPage => {
  const found = massageSite.pages.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no seeded page ${key}`);
  return found;
};

const renderBlocks = (blocks: readonly BlockInput[], parameters: ParameterMap = massageParameters): string =>
  renderToString(inLocale(createElement(BlockList, { blocks, parameters })));

/** Attribute values as React writes them, decoded back to text. */
const decode = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

/** HTML attribute names are case-insensitive; React writes some in camelCase (autoComplete). */
const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? undefined : decode(match[1]);
};

describe('the seeded sample site', () => {
  it('has only valid blocks on every page, and every page renders', () => {
    for (const seeded of massageSite.pages) {
      expect(parseBlocks(seeded.blocks), seeded.key).toHaveLength(seeded.blocks.length);
      expect(() => renderBlocks(seeded.blocks)).not.toThrow();
    }
  });
});

describe('home page blocks', () => {
  const html = renderBlocks(page('accueil').blocks);

  it('renders the hero with its title, subtitle, image and call to action', () => {
    expect(html).toMatch(/<h2[^>]*class="block-hero__title"[^>]*>Prendre le temps de souffler<\/h2>/);
    expect(html).toContain('Massages bien-être et réflexologie plantaire à Vertou');
    expect(html).toMatch(/<a class="block-hero__cta" href="\/rendez-vous">Prendre rendez-vous<\/a>/);
    const hero = tags(html, 'img')[0] ?? '';
    expect(attribute(hero, 'alt')).toBe('Mains posées en douceur sur un dos détendu, dans des tons chauds');
  });

  it('loads the first image eagerly and every other one lazily and decoded asynchronously', () => {
    const images = tags(html, 'img');
    expect(images.length).toBeGreaterThan(4);
    expect(attribute(images[0] ?? '', 'loading')).toBe('eager');
    expect(attribute(images[0] ?? '', 'fetchpriority')).toBe('high');
    // The largest paint is not left to a later frame (LCP).
    expect(attribute(images[0] ?? '', 'decoding')).toBeUndefined();
    for (const image of images.slice(1)) {
      expect(attribute(image, 'loading')).toBe('lazy');
      expect(attribute(image, 'decoding')).toBe('async');
    }
    for (const image of images) {
      expect(attribute(image, 'width')).toMatch(/^\d+$/);
      expect(attribute(image, 'height')).toMatch(/^\d+$/);
      expect(attribute(image, 'alt')).toBeTruthy();
    }
  });

  it('renders image and text side by side with the image on the configured side', () => {
    expect(html).toContain('block-image-text--image-right');
    expect(html).toContain('alt="Portrait de Sophie Morel, praticienne en massage bien-être"');
    expect(html).toContain('<h2>Bienvenue au cabinet</h2>');
  });

  it('keeps the allowed tags of the seeded rich text', () => {
    expect(html).toContain('<h2>Ce que je vous propose</h2>');
    expect(html).toMatch(
      /<ul>\s*<li><a href="\/les-massages\/les-massages-bien-etre">Les massages bien-être<\/a>/,
    );
    expect(html).toContain('<a href="/mes-interventions/les-massages-en-ehpad">en EHPAD</a>');
    expect(html).toMatch(/<p><em>Les massages proposés sont des soins de bien-être/);
  });

  it('renders the gallery as links to the images that carry the slider items and their index', () => {
    const gallery = tags(html, 'section').find((tag) => tag.includes('block-gallery')) ?? '';
    const items = JSON.parse(attribute(gallery, 'data-media-slider') ?? '[]') as unknown[];
    expect(items).toEqual([
      {
        type: 'image',
        src: '/assets/sample/reflexologie.svg',
        alt: 'Pieds détendus reposant sur un coussin pendant une séance de réflexologie',
      },
      {
        type: 'image',
        src: '/assets/sample/massage-energetique.svg',
        alt: 'Dos détendu parcouru de points lumineux le long des méridiens',
      },
      {
        type: 'image',
        src: '/assets/sample/amma-assis.svg',
        alt: 'Séance de massage amma sur une chaise ergonomique',
      },
      {
        type: 'image',
        src: '/assets/sample/domicile.svg',
        alt: 'Table de massage installée dans un salon lumineux',
      },
    ]);
    const links = tags(html, 'a').filter((tag) => tag.includes('block-gallery__item'));
    expect(links.map((link) => attribute(link, 'data-media-index'))).toEqual(['0', '1', '2', '3']);
    expect(attribute(links[0] ?? '', 'href')).toBe('/assets/sample/reflexologie.svg');
    expect(attribute(links[1] ?? '', 'aria-label')).toBe(
      "Agrandir l'image 2 sur 4 : Dos détendu parcouru de points lumineux le long des méridiens",
    );
    expect(html).toMatch(/<h2[^>]*class="block-gallery__title"[^>]*>Un lieu pensé pour la détente<\/h2>/);
  });

  it('renders the call to action', () => {
    expect(html).toMatch(/<h2[^>]*class="block-cta__title"[^>]*>Envie d(’|&#x27;|')une vraie pause \?<\/h2>/);
    expect(html).toContain('<a class="block-cta__button" href="/me-contacter">Me contacter</a>');
  });

  it('labels each section by its heading', () => {
    for (const section of tags(html, 'section')) {
      const labelledBy = attribute(section, 'aria-labelledby');
      expect(labelledBy).toBeTruthy();
      expect(html).toContain(`id="${labelledBy}"`);
    }
  });
});

describe('contact page blocks', () => {
  const html = renderBlocks(page('me-contacter').blocks);

  it('shows the company details with phone and e-mail links', () => {
    expect(html).toMatch(/<h2[^>]*>Coordonnées et horaires<\/h2>/);
    expect(html).toContain('<address class="block-contact__details">');
    expect(html).toContain('Sophie Morel – Massages &amp; Bien-être');
    expect(html).toContain('5 allée des Tilleuls, 44120 Vertou');
    expect(html).toContain('<a href="tel:0261913658">02 61 91 36 58</a>');
    expect(html).toContain('<a href="tel:0639984217">06 39 98 42 17</a>');
    expect(html).toContain(
      '<a href="mailto:contact@massages-bien-etre.example">contact@massages-bien-etre.example</a>',
    );
  });

  it('lists opening hours from Monday to Sunday, « Fermé » for a day without hours', () => {
    const table = /<table class="block-contact__hours">.*<\/table>/s.exec(html)?.[0] ?? '';
    const rows = [...table.matchAll(/<th scope="row">([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)].map((row) => [
      row[1],
      row[2],
    ]);
    expect(rows).toEqual([
      ['Lundi', '9h00 – 12h30 / 14h00 – 19h00'],
      ['Mardi', '9h00 – 12h30 / 14h00 – 20h00'],
      ['Mercredi', '9h00 – 12h30'],
      ['Jeudi', '9h00 – 12h30 / 14h00 – 20h00'],
      ['Vendredi', '9h00 – 12h30 / 14h00 – 19h00'],
      ['Samedi', '9h00 – 13h00'],
      ['Dimanche', 'Fermé'],
    ]);
    expect(table).toMatch(/<caption[^>]*>Horaires d(&#x27;|')ouverture<\/caption>/);
  });

  it('renders a real contact form with labelled fields', () => {
    const form = tags(html, 'form')[0] ?? '';
    expect(attribute(form, 'method')).toBe('post');
    // Rendered alone, without a site view, it names no action: a browser posts to the page itself.
    expect(attribute(form, 'action')).toBeUndefined();
    const labels: Record<string, string> = {
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'Adresse e-mail',
      phone: 'Téléphone (facultatif)',
      subject: 'Objet',
      body: 'Votre message',
    };
    const fields = [...tags(html, 'input'), ...tags(html, 'textarea')];
    for (const [name, label] of Object.entries(labels)) {
      const field = fields.find((tag) => attribute(tag, 'name') === name);
      expect(field, name).toBeDefined();
      const id = attribute(field ?? '', 'id') ?? '';
      expect(html).toContain(`<label for="${id.replace(/&/g, '&amp;')}">${label}</label>`);
      expect(field?.includes(' required=""'), `${name} required`).toBe(name !== 'phone');
    }
    const autocomplete = (name: string) =>
      attribute(fields.find((tag) => attribute(tag, 'name') === name) ?? '', 'autocomplete');
    expect(autocomplete('firstname')).toBe('given-name');
    expect(autocomplete('lastname')).toBe('family-name');
    expect(autocomplete('email')).toBe('email');
    expect(autocomplete('phone')).toBe('tel');
    expect(html).toMatch(/<button type="submit" class="block-form__submit">Envoyer le message<\/button>/);
  });

  it('hides the honeypot from people and assistive technologies', () => {
    const trap = /<div class="block-form__trap" aria-hidden="true">.*?<\/div>/s.exec(html)?.[0] ?? '';
    const input = tags(trap, 'input')[0] ?? '';
    expect(attribute(input, 'name')).toBe('website');
    expect(attribute(input, 'tabindex')).toBe('-1');
    expect(attribute(input, 'autocomplete')).toBe('off');
    expect(input).not.toContain('required');
  });

  it('shows the address with a link to OpenStreetMap, and no embedded map', () => {
    expect(html).toContain(
      '<address class="block-map__address">5 allée des Tilleuls, 44120 Vertou</address>',
    );
    const link = tags(html, 'a').find((tag) => tag.includes('block-map__link')) ?? '';
    expect(attribute(link, 'href')).toBe(
      'https://www.openstreetmap.org/?mlat=47.1686&mlon=-1.4697#map=17/47.1686/-1.4697',
    );
    expect(html).toContain('>Voir sur OpenStreetMap</a>');
    expect(html).not.toMatch(/<iframe|openstreetmap\.org\/export|tile\.openstreetmap/);
  });

  it('links the social pages that are set, each announced as opening a new window', () => {
    const links = tags(html, 'a').filter((tag) => tag.includes('block-social__link'));
    expect(links.map((link) => attribute(link, 'aria-label'))).toEqual([
      'Facebook (nouvelle fenêtre)',
      'Instagram (nouvelle fenêtre)',
      'Avis Google (nouvelle fenêtre)',
    ]);
    expect(attribute(links[0] ?? '', 'href')).toBe('https://www.facebook.com/sophiemorel.massages');
    for (const link of links) {
      expect(attribute(link, 'target')).toBe('_blank');
      expect(attribute(link, 'rel')).toBe('noopener noreferrer');
    }
    const icons = tags(html, 'svg').filter((tag) => tag.includes('block-social__icon'));
    expect(icons).toHaveLength(3);
    for (const icon of icons) {
      expect(attribute(icon, 'aria-hidden')).toBe('true');
      expect(attribute(icon, 'focusable')).toBe('false');
    }
  });
});

describe('blocks on their own', () => {
  const settings = parametersFrom;

  it('renders no social block when no network is set, and skips non-http links', () => {
    const none = settings({ FACEBOOK_URL: '', INSTAGRAM_URL: 'javascript:alert(1)' });
    expect(renderToString(inLocale(createElement(SocialBlock, { data: {}, parameters: none })))).toBe('');
  });

  it('omits the opening hours when none were entered', () => {
    const html = renderToString(
      inLocale(createElement(ContactBlock, { data: {}, parameters: settings({ COMPANY_NAME: 'Atelier' }) })),
    );
    expect(html).toContain('Atelier');
    expect(html).toContain('>Coordonnées</h2>');
    expect(html).not.toContain('<table');
  });

  it('labels gallery buttons without a trailing colon when an image has no alt', () => {
    const html = renderToString(
      inLocale(createElement(GalleryBlock, { data: { images: [{ src: '/a.svg', alt: '' }] } })),
    );
    expect(html).toContain('aria-label="Agrandir l&#x27;image 1 sur 1"');
    expect(html).toContain('aria-label="Galerie d&#x27;images"');
  });

  it('posts the contact form to the page it is on, in that page’s locale', () => {
    const siteView = view({
      locale: 'en_GB',
      path: '/contact-us',
      link: (path) => `/en${path}`,
    });
    const html = renderToString(
      inLocale(
        createElement(
          SiteViewContext.Provider,
          { value: siteView },
          createElement(FormBlock, { data: { form: 'message' } }),
        ),
        'en_GB',
      ),
    );
    expect(attribute(tags(html, 'form')[0] ?? '', 'action')).toBe('/en/contact-us');
    expect(html).toContain('&quot;action&quot;:&quot;/en/contact-us&quot;');
    // In the page's language, the privacy link in its locale too.
    expect(html).toMatch(/<h2[^>]*>Contact me<\/h2>/);
    expect(html).toContain('<a href="/en/privacy-policy">privacy policy</a>');
    expect(html).toContain('Send message');
  });

  it('gives the contact form a default title', () => {
    expect(renderToString(inLocale(createElement(FormBlock, { data: { form: 'message' } })))).toMatch(
      /<h2[^>]*>Me contacter<\/h2>/,
    );
  });
});

describe('invalid or unsafe block data', () => {
  const valid: BlockInput = { id: 99, kind: 'RICH_TEXT', data: { html: '<p>Bloc valide</p>' } };

  it('skips blocks whose data does not match their kind, without failing the page', () => {
    const blocks: BlockInput[] = [
      { id: 1, kind: 'HERO', data: {} },
      { id: 2, kind: 'UNKNOWN', data: { html: '<p>inconnu</p>' } },
      { id: 3, kind: 'CTA', data: { title: 'Sans lien' } },
      { id: 4, kind: 'RICH_TEXT', data: null },
      { id: 5, kind: 'GALLERY', data: { images: [] } },
      { id: 6, kind: 'FORM', data: { form: 'newsletter' } },
      { id: 7, kind: 'constructor', data: {} },
      { id: 8, kind: '__proto__', data: {} },
      { id: 9, kind: 'MAP', data: { address: '1 rue', latitude: 'north' } },
      valid,
    ];
    expect(parseBlocks(blocks)).toHaveLength(1);
    const html = renderBlocks(blocks);
    expect(html).toBe(
      '<div class="block-list"><div class="block block-rich-text rich-text"><p>Bloc valide</p></div></div>',
    );
  });

  it('sanitises rich text at render time too', () => {
    const html = renderBlocks([
      {
        kind: 'RICH_TEXT',
        data: { html: '<p onclick="x()">a<script>alert(1)</script></p><img src=x onerror=y>' },
      },
      {
        kind: 'IMAGE_TEXT',
        data: { image: { src: '/a.svg', alt: 'A' }, html: '<a href="javascript:alert(1)">b</a>' },
      },
    ]);
    expect(html).toContain('<p>a</p>');
    expect(html).toContain('<a>b</a>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('drops unsafe links and image sources', () => {
    const html = renderBlocks([
      { kind: 'IMAGE', data: { src: 'javascript:alert(1)', alt: 'x' } },
      { kind: 'CTA', data: { title: 'T', label: 'Cliquer', href: 'javascript:alert(1)' } },
      { kind: 'HERO', data: { title: 'H', ctaLabel: 'Go', ctaHref: 'data:text/html,x' } },
    ]);
    expect(html).not.toContain('<figure');
    expect(html).not.toContain('Cliquer');
    expect(html).not.toContain('Go');
    expect(html).not.toMatch(/javascript:|data:/);
  });

  it('loads the first image eagerly even when it is not in a hero', () => {
    const blocks: PageBlock[] = [
      { id: 1, kind: 'RICH_TEXT', data: { html: '<p>intro</p>' } },
      { id: 2, kind: 'IMAGE', data: { src: '/a.svg', alt: 'A', caption: 'Légende' } },
      { id: 3, kind: 'IMAGE', data: { src: '/b.svg', alt: 'B' } },
    ];
    const html = renderBlocks(blocks);
    const images = tags(html, 'img');
    expect(images.map((image) => attribute(image, 'loading'))).toEqual(['eager', 'lazy']);
    expect(html).toContain('<figcaption class="block-image__caption">Légende</figcaption>');
  });
});
