import { createContext, useContext } from 'react';
import type { Translator } from './translator';

// The request's translator for components, on the server and in the islands (the island
// wrapper provides it in the browser from the page's embedded messages).

export const TranslatorContext = createContext<Translator | null>(null);

export function useT(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('TranslatorContext is missing');
  return translator;
}
