import { describe, expect, it } from 'vitest';
import { AppError } from '../../../worker/errors';
import { DeepLTranslator } from '../../../worker/provider/translation/deepl-translator';
import { LocalTranslator } from '../../../worker/provider/translation/local-translator';
import { machineTranslator } from '../../../worker/provider/translation/machine-translator';

// The machine translation adapters: DeepL against a stubbed fetch (nothing leaves
// the test), and the deterministic local translator.

function stub(answer: Response | Error) {
  const seen: Request[] = [];
  const fetcher = (request: Request) => {
    seen.push(request);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { seen, fetcher };
}

const request = { source: 'FR', target: 'EN-GB', texts: ['Bonjour', '<p>Le vin</p>'], html: true };

describe('DeepLTranslator', () => {
  it('posts the texts with the key in the DeepL-Auth-Key header, HTML tag handling and a regionless source', async () => {
    const { seen, fetcher } = stub(
      Response.json({ translations: [{ text: 'Hello' }, { text: '<p>The wine</p>' }] }),
    );
    const texts = await new DeepLTranslator('secret-key', fetcher).translate(request);
    expect(texts).toEqual(['Hello', '<p>The wine</p>']);
    const sent = seen[0];
    expect(sent?.url).toBe('https://api.deepl.com/v2/translate');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('authorization')).toBe('DeepL-Auth-Key secret-key');
    expect(await sent?.json()).toEqual({
      text: ['Bonjour', '<p>Le vin</p>'],
      source_lang: 'FR',
      target_lang: 'EN-GB',
      tag_handling: 'html',
    });
  });

  it('sends a free-plan key (":fx") to api-free and plain text without tag handling', async () => {
    const { seen, fetcher } = stub(Response.json({ translations: [{ text: 'Hello' }] }));
    await new DeepLTranslator('k:fx', fetcher).translate({
      source: 'EN-GB',
      target: 'FR',
      texts: ['Hi'],
      html: false,
    });
    expect(seen[0]?.url).toBe('https://api-free.deepl.com/v2/translate');
    expect(await seen[0]?.json()).toEqual({ text: ['Hi'], source_lang: 'EN', target_lang: 'FR' });
  });

  it('turns every failure into a French 502', async () => {
    const cases: [Response | Error, RegExp][] = [
      [new Response('quota', { status: 456 }), /quota/],
      [new Response('forbidden', { status: 403 }), /refusé/],
      [new Response('down', { status: 503 }), /n’a pas répondu/],
      [Response.json({ unexpected: true }), /n’a pas répondu/],
      [new TypeError('network'), /n’a pas répondu/],
    ];
    for (const [answer, message] of cases) {
      const failure = await new DeepLTranslator('key', stub(answer).fetcher)
        .translate(request)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).status).toBe(502);
      expect((failure as AppError).message).toMatch(message);
    }
  });

  it('asks nothing for no text', async () => {
    const { seen, fetcher } = stub(Response.json({ translations: [] }));
    expect(await new DeepLTranslator('key', fetcher).translate({ ...request, texts: [] })).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});

describe('LocalTranslator', () => {
  it('is deterministic, marked, and leaves tags and empty texts alone', async () => {
    const translator = new LocalTranslator();
    const once = await translator.translate({
      ...request,
      texts: ['Le domaine et la cave', '', '<p>Du vin</p>'],
    });
    const twice = await translator.translate({
      ...request,
      texts: ['Le domaine et la cave', '', '<p>Du vin</p>'],
    });
    expect(once).toEqual(twice);
    expect(once).toEqual(
      ['The estate and the cellar', '', '<p>[EN] Of the wine</p>'].map((text, index) =>
        index === 0 ? `[EN] ${text}` : text,
      ),
    );
  });
});

describe('machineTranslator', () => {
  it('chooses DeepL with a key and the local translator without one', () => {
    expect(machineTranslator({ DEEPL_API_KEY: 'key' }).name).toBe('deepl');
    expect(machineTranslator({ DEEPL_API_KEY: '  ' }).name).toBe('local');
    expect(machineTranslator({}).name).toBe('local');
  });
});
