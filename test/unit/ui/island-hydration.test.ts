import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import preactAliases from '../../../scripts/preact-aliases.json' with { type: 'json' };
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { TranslatorContext } from '../../../src/i18n/react.tsx';
import { islandCases } from '../support/island-fixtures.ts';

// No hydration mismatch: the worker renders islands with React, the browser hydrates them
// with preact/compat. Both must produce the same elements, attributes and text for the same
// props. The islands are bundled here exactly as scripts/build-client.mjs bundles them and
// rendered with preact-render-to-string, then compared with react-dom/server's markup.

type PreactRender = (index: number) => string;

const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source']);

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Elements, sorted attributes and text, whatever the serialiser's habits (/>, comments). */
function tokens(html: string): string[] {
  const out: string[] = [];
  for (const match of html
    .replace(/<!--.*?-->/g, '')
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g)) {
    const [, closing, name = '', rawAttributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      out.push(`text:${decode(text)}`);
    } else if (closing) {
      if (!VOID.has(name)) out.push(`</${name}>`);
    } else {
      const attributes = Array.from(
        rawAttributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g),
        ([, key, value = '']) => `${key}=${decode(value)}`,
      );
      out.push(`<${name} ${attributes.sort().join(' ')}>`);
      if (selfClosing && !VOID.has(name)) out.push(`</${name}>`);
    }
  }
  return out;
}

let renderWithPreact: PreactRender;

beforeAll(async () => {
  const cases = islandCases.map(({ name }, index) => `${index}: ${name}`).join(', ');
  const imports = [...new Set(islandCases.map(({ name }) => name))]
    .map((name) => `import { ${name} } from './src/ui/islands/${name}.tsx';`)
    .join('\n');
  const props = JSON.stringify(islandCases.map((island) => island.props));
  const result = await build({
    stdin: {
      contents: `${imports}
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TranslatorContext } from './src/i18n/react.tsx';
import { translatorFrom } from './src/i18n/translator.ts';
const components = { ${cases} };
const props = ${props};
// As client/hydrate-islands.ts does: the translator from the compiled messages only.
const translator = translatorFrom('fr_FR', ${JSON.stringify(translatorFor('fr_FR').compiled)});
export const render = (index) =>
  renderToString(h(TranslatorContext.Provider, { value: translator }, h(components[index], props[index])));`,
      resolveDir: path.resolve(import.meta.dirname, '../../..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: preactAliases,
    write: false,
    logLevel: 'error',
  });
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'islands-')), 'preact-render.mjs');
  await writeFile(file, result.outputFiles[0]?.text ?? '');
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { render: PreactRender };
  renderWithPreact = module.render;
});

describe('island markup: worker (React) and browser (preact/compat) agree', () => {
  it.each(
    islandCases.map((island, index) => [`${island.name} ${JSON.stringify(island.props)}`, index] as const),
  )('%s', (_label, index) => {
    const island = islandCases[index];
    if (!island) throw new Error(`no island case ${index}`);
    const fromReact = renderToString(
      createElement(
        TranslatorContext.Provider,
        { value: translatorFor('fr_FR') },
        createElement(island.component, island.props as never),
      ),
    );
    const fromPreact = renderWithPreact(index);
    expect(tokens(fromPreact)).toEqual(tokens(fromReact));
  });
});
