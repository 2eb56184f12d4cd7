import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  MESSAGE_FIELDS,
  emptyMessageValues,
  type MessageErrors,
} from '../../../src/domain/content/message-rules';
import type { ProviderClient } from '../../../src/provider/client';
import { ProviderError } from '../../../src/provider/provider-error';
import { fr as frenchCommon } from '../../../src/i18n/catalogues/common';
import type { MessageKey } from '../../../src/i18n/messages';
import type { Translator } from '../../../src/i18n/translator';
import type { PageDetail } from '../../../src/schema/content/page';
import { failure, ok } from '../../../src/schema/shared/envelope';
import type { MessageFormState } from '../../../src/ui/blocks/message-form-state';
import { HONEYPOT_FIELD } from '../../../src/ui/islands/MessageForm';
import type { AppEnv } from '../../http/app-env';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { failOnInvalid } from '../../http/validate';
import { postedText } from './page-form';

// The message form posts to the page that carries it, whatever its path or locale: without
// JavaScript the answer is that page again (thanks or errors included); from the island
// (Accept: application/json) it is the envelope. Either way the message goes to the provider
// through its client, so a remote provider receives it.

const SENT_NOTICE = frenchCommon['messageForm.thanks'];

/** The provider's French field messages → their catalogue keys, to say them in the page's language. */
const FIELD_MESSAGE_KEYS = new Map(
  Object.entries(frenchCommon)
    .filter(([key]) => key.startsWith('messageForm.error.'))
    .map(([key, text]) => [text as string, key as MessageKey]),
);

/** The provider's refusal in the page's language: its French as is, else translated. */
function refusalIn(
  translator: Translator,
  message: string,
  errors: MessageErrors,
): { text: string; errors: MessageErrors } {
  if (translator.uiLocale === 'fr_FR') return { text: message, errors };
  const translated: MessageErrors = {};
  for (const [field, text] of Object.entries(errors) as [keyof MessageErrors, string][]) {
    const key = FIELD_MESSAGE_KEYS.get(text);
    translated[field] = key ? translator.t(key) : text;
  }
  return { text: translator.t('messageForm.refused'), errors: translated };
}

/** A POST to a page without a message form: nothing there receives it; the page is only read. */
export const noMessageForm = (c: Context) =>
  methodNotAllowed(c, ['GET', 'HEAD'], `Cette page ne peut pas recevoir de requête ${c.req.method}.`);

/** Whether a page shows the message form, i.e. whether a POST to it means anything. */
export function hasMessageForm(page: PageDetail): boolean {
  return page.blocks.some((block) => block.kind === 'FORM' && block.data.form === 'message');
}

export interface MessageOutcome {
  status: 200 | ContentfulStatusCode;
  state: MessageFormState; // what the page shows next: values kept on error, notice
  errors: MessageErrors;
}

/** What the form posts; the provider checks it (its refusals are the outcome below). */
const messageForm = postedText([...MESSAGE_FIELDS, HONEYPOT_FIELD]);
export type PostedMessage = z.output<typeof messageForm>;
export const validMessage = zValidator('form', messageForm, failOnInvalid);

/** Hands the posted form to the provider; its 4xx come back as an outcome. */
export async function submitMessageForm(
  provider: ProviderClient,
  posted: PostedMessage,
  translator: Translator,
): Promise<MessageOutcome> {
  const values = emptyMessageValues();
  for (const field of MESSAGE_FIELDS) values[field] = posted[field];
  try {
    await provider.sendMessage({ ...values, website: posted[HONEYPOT_FIELD] });
    const notice = { kind: 'success' as const, text: translator.t('messageForm.thanks') };
    return { status: 200, errors: {}, state: { values: emptyMessageValues(), errors: {}, notice } };
  } catch (error) {
    // 5xx and network failures are the provider's, not the sender's: the error handler's.
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    const refusal = refusalIn(
      translator,
      error.message,
      (error.data as { errors?: MessageErrors } | null)?.errors ?? {},
    );
    const errors = refusal.errors;
    const notice = { kind: 'error' as const, text: refusal.text };
    return { status: error.status as ContentfulStatusCode, errors, state: { values, errors, notice } };
  }
}

/** The island asks for JSON; a plain form post accepts HTML. */
export function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/** The outcome as the envelope the island reads: the notice as message, field errors as data. */
export function messageJson(c: Context<AppEnv>, outcome: MessageOutcome): Response {
  const message = outcome.state.notice?.text ?? SENT_NOTICE;
  return outcome.status === 200
    ? c.json(ok(null, message), 200)
    : c.json(failure(message, { errors: outcome.errors }), outcome.status);
}
