import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { passwordResetAskSchema, passwordResetSchema } from '../../../src/schema/members/member';
import { echoValues, emptyFormState, type MemberFormState } from '../../../src/ui/auth/form-state';
import { PasswordResetPage } from '../../../src/ui/pages/PasswordResetPage';
import type { AppEnv } from '../../http/app-env';
import {
  invalidForm,
  memberPageContext,
  refusedForm,
  renderMemberPage,
  type MemberPageContext,
} from './auth-page';
import { pageForm, readableForm, validForm, type RefuseForm } from '../content/page-form';

// /password/reset/ask (ask for a link by e-mail) and /password/reset/{token} (choose the new
// password; without a token the page asks for it). Plain POST forms through the provider client.
// The e-mailed link is /password/reset#{token} (worker/mail/password-reset-email.ts): the token
// in the fragment never reaches a request log; the AuthForms island copies it into the code
// field, and without JavaScript the member types the code the e-mail shows. The spec's
// /password/reset/{token} still works; a page with a token in its path is never cached.

const ASK_PATH = '/password/reset/ask';
const RESET_PATH = '/password/reset';

async function renderAsk(
  c: Context<AppEnv>,
  context: MemberPageContext,
  state: MemberFormState,
  sent: string | null,
  status = 200,
) {
  return renderMemberPage(
    c,
    context,
    {
      route: 'password-reset-ask',
      title: context.t.t('reset.askTitle'),
      description: context.t.t('reset.askDescription'),
    },
    <PasswordResetPage
      mode="ask"
      action={context.link(ASK_PATH)}
      state={state}
      sent={sent}
      loginHref={context.link('/auth')}
    />,
    status,
  );
}

async function renderReset(
  c: Context<AppEnv>,
  context: MemberPageContext,
  token: string | null,
  state: MemberFormState,
  done: string | null,
  status = 200,
) {
  return renderMemberPage(
    c,
    context,
    {
      route: 'password-reset',
      title: context.t.t('reset.metaTitle'),
      description: context.t.t('reset.description'),
    },
    <PasswordResetPage
      mode="reset"
      action={context.link(token === null ? RESET_PATH : `${RESET_PATH}/${encodeURIComponent(token)}`)}
      state={state}
      token={token}
      done={done}
      loginHref={context.link('/auth')}
      askHref={context.link(ASK_PATH)}
    />,
    status,
  );
}

const askForm = pageForm((form) => ({ email: form.email ?? '' }), passwordResetAskSchema);

const refusedAsk: RefuseForm = async (c, errors, form) => {
  const context = await memberPageContext(c);
  return renderAsk(c, context, invalidForm(errors, echoValues(form, ['email']), context), null, 400);
};

/** The link's token, when the page is the link (/password/reset/{token}). */
const pathToken = (c: Context<AppEnv>): string | null => c.req.param('token') ?? null;

/** The new password's form; the link's token (in the path) stands before a posted one. */
const resetForm = (linkToken: string | null) =>
  pageForm(
    (form) => ({ token: linkToken ?? form.token ?? '', password: form.password ?? '' }),
    passwordResetSchema,
  );

type ResetPost = { out: { form: z.output<ReturnType<typeof resetForm>> } };

/**
 * The typed or fragment-filled code, shown back when the refusal is about something else (a
 * weak password): the fragment is gone from the address bar by then. Never the password.
 */
const keptCode = (errors: Record<string, string>, token: string | undefined): Record<string, string> =>
  errors.token || !token ? {} : { token };

const refusedReset: RefuseForm = async (c, errors, form) => {
  const context = await memberPageContext(c);
  return renderReset(
    c,
    context,
    pathToken(c),
    invalidForm(errors, keptCode(errors, form.token), context),
    null,
    400,
  );
};

/** zValidator for this request's reset form: the path's token is part of what it checks. */
const validReset: MiddlewareHandler<AppEnv, string, ResetPost> = (c, next) =>
  validForm(resetForm(pathToken(c)), refusedReset)(c, next);

async function postReset(c: Context<AppEnv, string, ResetPost>) {
  const { token, password } = c.req.valid('form');
  const context = await memberPageContext(c);
  try {
    await context.source.provider.resetPassword({ token, password });
    return renderReset(c, context, pathToken(c), emptyFormState(), context.t.t('reset.done'));
  } catch (error) {
    const refused = refusedForm(error, {}, context);
    refused.state.values = keptCode(refused.state.errors, token);
    return renderReset(c, context, pathToken(c), refused.state, null, refused.status);
  }
}

export const passwordResetPageRoutes = new Hono<AppEnv>()
  .get(ASK_PATH, async (c) => renderAsk(c, await memberPageContext(c), emptyFormState(), null))
  .post(ASK_PATH, readableForm, validForm(askForm, refusedAsk), async (c) => {
    const { email, fields } = c.req.valid('form');
    const values = echoValues(fields, ['email']);
    const context = await memberPageContext(c);
    try {
      await context.source.provider.askPasswordReset(email);
      return renderAsk(c, context, emptyFormState(), context.t.t('reset.asked'));
    } catch (error) {
      const refused = refusedForm(error, values, context);
      return renderAsk(c, context, refused.state, null, refused.status);
    }
  })
  .get(RESET_PATH, async (c) => renderReset(c, await memberPageContext(c), null, emptyFormState(), null))
  .post(RESET_PATH, readableForm, validReset, postReset)
  .get(`${RESET_PATH}/:token`, async (c) =>
    renderReset(c, await memberPageContext(c), c.req.param('token'), emptyFormState(), null),
  )
  .post(`${RESET_PATH}/:token`, readableForm, validReset, postReset);
