import { Hono, type Context } from 'hono';
import { passwordResetAskSchema, passwordResetSchema } from '../../src/schema/member';
import { echoValues, emptyFormState, type MemberFormState } from '../../src/ui/auth/form-state';
import { PasswordResetPage } from '../../src/ui/pages/PasswordResetPage';
import { fieldErrors } from '../errors';
import type { AppEnv } from '../http/app-env';
import {
  invalidForm,
  memberPageContext,
  refusedForm,
  renderMemberPage,
  type MemberPageContext,
} from './auth-page';
import { readForm } from './read-form';

// /password/reset/ask (ask for a link by e-mail) and /password/reset/{token} (the link: choose
// the new password; without a token the page asks for it). Plain POST forms through the
// provider client. A page with a token in its path is never put in the HTML cache.

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
      title: 'Mot de passe oublié',
      description: 'Retrouver l’accès à votre compte.',
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
      title: 'Nouveau mot de passe',
      description: 'Choisir un nouveau mot de passe.',
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

async function postReset(c: Context<AppEnv>, pathToken: string | null) {
  const form = await readForm(c);
  const context = await memberPageContext(c);
  const input = passwordResetSchema.safeParse({
    token: pathToken ?? form.token ?? '',
    password: form.password ?? '',
  });
  if (!input.success)
    return renderReset(c, context, pathToken, invalidForm(fieldErrors(input.error), {}), null, 400);
  try {
    await context.source.provider.resetPassword(input.data);
    return renderReset(
      c,
      context,
      pathToken,
      emptyFormState(),
      'Votre mot de passe a été changé. Connectez-vous avec le nouveau ; vos autres sessions ont été fermées.',
    );
  } catch (error) {
    const refused = refusedForm(error, {});
    return renderReset(c, context, pathToken, refused.state, null, refused.status);
  }
}

export const passwordResetPageRoutes = new Hono<AppEnv>()
  .get(ASK_PATH, async (c) => renderAsk(c, await memberPageContext(c), emptyFormState(), null))
  .post(ASK_PATH, async (c) => {
    const form = await readForm(c);
    const values = echoValues(form, ['email']);
    const context = await memberPageContext(c);
    const input = passwordResetAskSchema.safeParse({ email: form.email ?? '' });
    if (!input.success)
      return renderAsk(c, context, invalidForm(fieldErrors(input.error), values), null, 400);
    try {
      await context.source.provider.askPasswordReset(input.data.email);
      return renderAsk(
        c,
        context,
        emptyFormState(),
        'Si un compte existe avec cette adresse e-mail, vous allez recevoir un message avec un lien pour ' +
          'choisir un nouveau mot de passe. Ce lien est valable 1 heure.',
      );
    } catch (error) {
      const refused = refusedForm(error, values);
      return renderAsk(c, context, refused.state, null, refused.status);
    }
  })
  .get(RESET_PATH, async (c) => renderReset(c, await memberPageContext(c), null, emptyFormState(), null))
  .post(RESET_PATH, (c) => postReset(c, null))
  .get(`${RESET_PATH}/:token`, async (c) =>
    renderReset(c, await memberPageContext(c), c.req.param('token'), emptyFormState(), null),
  )
  .post(`${RESET_PATH}/:token`, (c) => postReset(c, c.req.param('token')));
