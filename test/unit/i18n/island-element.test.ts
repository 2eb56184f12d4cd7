import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandElement } from '../../../client/hydrate-islands.ts';
import type { IslandComponent } from '../../../client/island-registry.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { TranslatorContext, useT } from '../../../src/i18n/react.tsx';
import { CONSENT_BANNER_MESSAGES, ConsentBanner } from '../../../src/ui/islands/ConsentBanner.tsx';
import { Island } from '../../../src/ui/islands/island.tsx';
import { analytics } from '../support/island-fixtures.ts';

const PROPS = { ...analytics, open: true };

// The browser side of an island's messages (client/hydrate-islands.ts islandElement): the
// wrapper's data-i18n becomes the island's translator, so it reads the page's language with
// only the compiled messages the worker embedded; a wrapper without data-i18n still works.

function wrapper(attributes: Record<string, string>) {
  return { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

/** What the worker writes in data-i18n, read back from the rendered wrapper. */
function embedded(locale: string): string {
  const html = renderToString(
    createElement(
      TranslatorContext.Provider,
      { value: translatorFor(locale) },
      createElement(Island, {
        name: 'ConsentBanner',
        component: ConsentBanner as unknown as IslandComponent,
        messages: CONSENT_BANNER_MESSAGES,
        props: PROPS,
      }),
    ),
  );
  const raw = /data-i18n="([^"]*)"/.exec(html)?.[1] ?? '';
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('islandElement', () => {
  it('renders the island in the language of its embedded messages, as the worker did', () => {
    for (const locale of ['en_GB', 'fr_FR']) {
      const element = islandElement(
        ConsentBanner as unknown as IslandComponent,
        wrapper({ 'data-props': JSON.stringify(PROPS), 'data-i18n': embedded(locale) }),
      );
      const server = renderToString(
        createElement(
          TranslatorContext.Provider,
          { value: translatorFor(locale) },
          createElement(ConsentBanner, PROPS),
        ),
      );
      expect(renderToString(element)).toBe(server);
    }
    const english = renderToString(
      islandElement(
        ConsentBanner as unknown as IslandComponent,
        wrapper({ 'data-props': JSON.stringify(PROPS), 'data-i18n': embedded('en_GB') }),
      ),
    );
    expect(english).toContain('Accept all');
    expect(english).not.toContain('Tout accepter');
  });

  it('formats plurals and placeholders from the compiled messages alone', () => {
    const Label = ({ count }: { count: number }) => useT().t('layout.cartBadge', { count });
    const i18n = JSON.stringify({
      locale: 'en_GB',
      messages: { 'layout.cartBadge': translatorFor('en_GB').compiled['layout.cartBadge'] },
    });
    const text = (count: number) =>
      renderToString(
        islandElement(
          Label as unknown as IslandComponent,
          wrapper({ 'data-props': `{"count":${count}}`, 'data-i18n': i18n }),
        ),
      );
    expect(text(1)).toBe('Basket, 1 item');
    expect(text(1500)).toBe('Basket, 1,500 items');
  });

  it('leaves an island without messages (no data-i18n) as it is', () => {
    const Plain = ({ label }: { label: string }) => label;
    const element = islandElement(
      Plain as unknown as IslandComponent,
      wrapper({ 'data-props': '{"label":"ok"}' }),
    );
    expect(element.type).toBe(Plain);
    expect(renderToString(element)).toBe('ok');
  });
});
