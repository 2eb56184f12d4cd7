import { DeepLTranslator } from './deepl-translator';
import { LocalTranslator } from './local-translator';

// Machine translation: a port with two adapters. DeepL's API when the platform has
// a key (DEEPL_API_KEY, a Worker secret); otherwise a deterministic local translator, so local
// development and every test work without a network call.

export interface MachineRequest {
  /** The languages' DeepL codes (the Language entity's deepl_code): 'FR', 'EN-GB'. */
  source: string;
  target: string;
  texts: string[];
  html: boolean;
}

export interface MachineTranslator {
  /** Which adapter answered, for the admin: 'deepl' | 'local'. */
  readonly name: string;
  /** The texts translated, in the same order. Throws an AppError (502) when the service fails. */
  translate(request: MachineRequest): Promise<string[]>;
}

export type TranslatorFetch = (request: Request) => Promise<Response>;

/** The platform's translator: DeepL with a key, the local one without. */
export function machineTranslator(
  env: { DEEPL_API_KEY?: string },
  fetcher: TranslatorFetch = fetch,
): MachineTranslator {
  const key = env.DEEPL_API_KEY?.trim() ?? '';
  return key === '' ? new LocalTranslator() : new DeepLTranslator(key, fetcher);
}
