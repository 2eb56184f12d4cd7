import { z } from 'zod';
import { AppError } from '../../errors';
import type { MachineRequest, MachineTranslator, TranslatorFetch } from './machine-translator';

// DeepL's v2 translate API (https://developers.deepl.com/api-reference/translate). A free-plan
// key ends in ":fx" and is served by api-free.deepl.com; the key goes in the Authorization
// header as "DeepL-Auth-Key <key>", never in the URL. HTML texts are sent with
// tag_handling=html so tags come back untouched (the caller sanitises them again).

const TIMEOUT_MS = 10_000;
const FAILED = 'La traduction automatique n’a pas répondu. Réessayez dans quelques instants.';
const QUOTA = 'Le quota de traduction automatique de la plateforme est épuisé pour ce mois.';
const REFUSED = 'La traduction automatique a refusé la demande (clé ou langues non reconnues).';

const answerSchema = z.object({ translations: z.array(z.object({ text: z.string() })) });

/** DeepL's source languages have no region: 'EN-GB' is sent as 'EN' (targets keep it). */
function deeplSource(code: string): string {
  return code.split('-')[0]?.toUpperCase() ?? code.toUpperCase();
}

export class DeepLTranslator implements MachineTranslator {
  readonly name = 'deepl';

  private readonly key: string;
  private readonly fetcher: TranslatorFetch;

  constructor(key: string, fetcher: TranslatorFetch = fetch) {
    this.key = key;
    this.fetcher = fetcher;
  }

  get endpoint(): string {
    return this.key.endsWith(':fx')
      ? 'https://api-free.deepl.com/v2/translate'
      : 'https://api.deepl.com/v2/translate';
  }

  async translate(request: MachineRequest): Promise<string[]> {
    if (request.texts.length === 0) return [];
    const body = {
      text: request.texts,
      source_lang: deeplSource(request.source),
      target_lang: request.target.toUpperCase(),
      ...(request.html ? { tag_handling: 'html' } : {}),
    };
    let response: Response;
    try {
      response = await this.fetcher(
        new Request(this.endpoint, {
          method: 'POST',
          headers: { Authorization: `DeepL-Auth-Key ${this.key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
    } catch {
      throw new AppError(502, FAILED);
    }
    if (response.status === 456) throw new AppError(502, QUOTA);
    if (response.status === 400 || response.status === 403) throw new AppError(502, REFUSED);
    if (!response.ok) throw new AppError(502, FAILED);
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.translations.length !== request.texts.length) {
      throw new AppError(502, FAILED);
    }
    return parsed.data.translations.map((translation) => translation.text);
  }
}
