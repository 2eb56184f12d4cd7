import { describe, expect, it } from 'vitest';
import { parameterValueSchema } from '../../../src/schema/site/parameter';
import { isCleanText, isSafeLinkOrSitePath, isSafeLinkUrl } from '../../../src/schema/shared/safe-text';
import { sampleStatements } from '../../../worker/seed/index';
import { massageSite } from '../../../worker/seed/massage-site';
import { seedStatements } from '../../../worker/seed/sql';
import { referenceData } from '../../../worker/seed/reference-data';

describe('isSafeLinkUrl accepts only http(s), mailto and tel links', () => {
  it.each([
    'https://www.facebook.com/massages',
    'http://example.fr/a?b=c#d',
    'mailto:contact@example.fr',
    'tel:+33612345678',
    'HTTPS://EXAMPLE.FR',
  ])('accepts %s', (url) => expect(isSafeLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.fr',
    '//evil.example',
    '/relative/path',
    'www.example.fr',
    'mailto:',
    'tel:',
    'https://',
  ])('refuses %s', (url) => expect(isSafeLinkUrl(url)).toBe(false));
});

describe('isCleanText refuses malformed Unicode and control characters', () => {
  it.each(['Massages & bien-être', 'Ligne 1\nLigne 2\r\n\tfin', 'Émoji 🍷 et idéogrammes 東京', ''])(
    'accepts %j',
    (text) => expect(isCleanText(text)).toBe(true),
  );

  it.each([
    ['a lone high surrogate', 'abc\uD83Cdef'],
    ['a lone high surrogate at the end', 'abc\uD83C'],
    ['a lone low surrogate', 'abc\uDF77'],
    ['reversed surrogates', '\uDF77\uD83C'],
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31mrouge'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s', (_label, text) => expect(isCleanText(text)).toBe(false));
});

describe('parameterValueSchema checks links and texts on save', () => {
  it('refuses a javascript: link with a French message and accepts an empty one', () => {
    const result = parameterValueSchema('LINK').safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Le lien doit commencer par http://, https://, mailto: ou tel:.',
    );
    expect(parameterValueSchema('LINK').parse('')).toBe('');
    expect(parameterValueSchema('LINK').parse('  https://example.fr  ')).toBe('https://example.fr');
  });

  it.each(['STRING', 'TEXT', 'LINK'] as const)(
    'refuses a NUL or a lone surrogate in a %s setting',
    (kind) => {
      for (const value of ['https://example.fr/\u0000', 'https://example.fr/\uD800']) {
        const result = parameterValueSchema(kind).safeParse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toMatch(/caractères invalides/);
      }
    },
  );
});

describe('page link targets are checked where pages are written (the seed)', () => {
  it.each([
    '/me-contacter',
    '/les-massages/les-autres-soins#tarifs',
    'https://example.fr',
    'tel:+33612345678',
  ])('accepts %s', (link) => expect(isSafeLinkOrSitePath(link)).toBe(true));

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\u0000b'])('refuses %j', (link) =>
    expect(isSafeLinkOrSitePath(link)).toBe(false),
  );

  it('builds the sample sites, and refuses a page whose link is javascript:', () => {
    expect(sampleStatements().length).toBeGreaterThan(0);
    const [first, ...rest] = massageSite.pages;
    if (!first) throw new Error('the sample site has pages');
    const unsafe = {
      ...massageSite,
      pages: [{ ...first, linkType: 'URL' as const, linkUrl: 'javascript:alert(1)' }, ...rest],
    };
    expect(() => seedStatements([unsafe], referenceData)).toThrow(/unsafe link javascript:alert\(1\)/);
  });
});
