import { Hono, type Context } from 'hono';
import { signInLinkAskSchema, signInLinkSchema } from '../../../src/schema/members/member';
import { echoValues, emptyFormState, type MemberFormState } from '../../../src/ui/auth/form-state';
import { SignInLinkPage } from '../../../src/ui/pages/SignInLinkPage';
import type { AppEnv } from '../../http/app-env';
import { SIGN_IN_LINK_PATH } from '../../mail/sign-in-link-email';
import {
  invalidForm,
  memberPageContext,
  refusedForm,
  renderMemberPage,
  type MemberPageContext,
} from './auth-page';
import { pageForm, readableForm, validForm, type RefuseForm } from '../content/page-form';
import { signInOnPage } from './session';

// The e-mailed one-time sign-in link, as plain POST forms through the provider client:
// /auth/lien asks for it (« Recevoir un lien de connexion par e-mail » on the sign-in page) and
// /auth/lien/connexion uses it. The link carries its code in the fragment (#…), never in the path
// or the query that request logs keep: the AuthForms island copies it into the form, which POSTs
// it; without JavaScript the member types the code the e-mail also shows.

export const SIGN_IN_LINK_ASK_PATH = '/auth/lien';

function renderAsk(
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
      route: 'sign-in-link-ask',
      title: context.t.t('signInLink.askMetaTitle'),
      description: context.t.t('signInLink.description'),
    },
    <SignInLinkPage
      mode="ask"
      action={context.link(SIGN_IN_LINK_ASK_PATH)}
      state={state}
      sent={sent}
      loginHref={context.link('/auth')}
    />,
    status,
  );
}

function renderUse(c: Context<AppEnv>, context: MemberPageContext, state: MemberFormState, status = 200) {
  return renderMemberPage(
    c,
    context,
    {
      route: 'sign-in-link',
      title: context.t.t('signInLink.useMetaTitle'),
      description: context.t.t('signInLink.description'),
    },
    <SignInLinkPage
      mode="use"
      action={context.link(SIGN_IN_LINK_PATH)}
      state={state}
      askHref={context.link(SIGN_IN_LINK_ASK_PATH)}
    />,
    status,
  );
}

const askForm = pageForm((form) => ({ email: form.email ?? '' }), signInLinkAskSchema);
const useForm = pageForm((form) => ({ token: form.token ?? '' }), signInLinkSchema);

const refusedAsk: RefuseForm = async (c, errors, form) => {
  const context = await memberPageContext(c);
  return renderAsk(c, context, invalidForm(errors, echoValues(form, ['email']), context), null, 400);
};
const refusedUse: RefuseForm = async (c, errors) => {
  const context = await memberPageContext(c);
  return renderUse(c, context, invalidForm(errors, {}, context), 400);
};

export const authLinkPageRoutes = new Hono<AppEnv>()
  .get(SIGN_IN_LINK_ASK_PATH, async (c) => renderAsk(c, await memberPageContext(c), emptyFormState(), null))
  .post(SIGN_IN_LINK_ASK_PATH, readableForm, validForm(askForm, refusedAsk), async (c) => {
    const { email, fields } = c.req.valid('form');
    const context = await memberPageContext(c);
    try {
      await context.source.provider.askSignInLink(email);
      return renderAsk(c, context, emptyFormState(), context.t.t('signInLink.asked'));
    } catch (error) {
      const refused = refusedForm(error, echoValues(fields, ['email']), context);
      return renderAsk(c, context, refused.state, null, refused.status);
    }
  })
  .get(SIGN_IN_LINK_PATH, async (c) => renderUse(c, await memberPageContext(c), emptyFormState()))
  .post(SIGN_IN_LINK_PATH, readableForm, validForm(useForm, refusedUse), async (c) => {
    const { token } = c.req.valid('form');
    const context = await memberPageContext(c);
    try {
      const session = await context.source.provider.signInWithLink(token);
      await signInOnPage(c, session.token, session.idSite);
      return c.redirect(context.link('/mon-compte'), 303);
    } catch (error) {
      const refused = refusedForm(error, {}, context);
      return renderUse(c, context, refused.state, refused.status);
    }
  });
