import { Hono, type Context } from 'hono';
import { safeRedirectPath } from '../../../src/domain/members/member-rules';
import { registerInputSchema, TERMS_PATH } from '../../../src/schema/members/member';
import { parameterFlag } from '../../../src/schema/site/parameter';
import { loginSchema } from '../../../src/schema/members/member';
import { echoValues, emptyFormState, type MemberFormState } from '../../../src/ui/auth/form-state';
import { AuthPage } from '../../../src/ui/pages/AuthPage';
import { currentMember } from '../../auth/page-member';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import {
  invalidForm,
  memberPageContext,
  refusedForm,
  renderMemberPage,
  type MemberPageContext,
} from './auth-page';
import { pageForm, readableForm, validForm, type RefuseForm } from '../content/page-form';
import { authLinkPageRoutes, SIGN_IN_LINK_ASK_PATH } from './auth-link.routes';
import { logOut, signInOnPage } from './session';

// /auth: log in and register side by side, as plain POST forms (they work without
// JavaScript; the AuthForms island checks the fields first when it runs). Both go through the
// provider client like every page (in-process or remote), then set the session cookies on
// this host and go back to `?redirect=` (same-site paths only) or the home page.

export const AUTH_PATH = '/auth';
const REGISTER_PATH = '/auth/register';
const LOGOUT_PATH = '/auth/logout';
const ACCOUNT_PATH = '/mon-compte';

const REGISTER_ECHOED = ['firstname', 'lastname', 'email', 'phone', 'birthdate', 'acceptTerms'] as const;

function renderAuth(
  c: Context<AppEnv>,
  context: MemberPageContext,
  forms: {
    redirect: string;
    login?: MemberFormState;
    register?: MemberFormState;
    signedInAs?: string;
    notice?: string;
  },
  status = 200,
): Promise<Response> {
  const parameters = context.data.parameters;
  const adultsOnly = parameterFlag(parameters, 'BLOCK_MINORS_AT_REGISTRATION');
  const { t } = context;
  return renderMemberPage(
    c,
    context,
    {
      route: 'auth',
      title: forms.signedInAs ? t.t('auth.myAccount') : t.t('auth.title'),
      description: t.t('auth.description'),
    },
    <AuthPage
      redirect={forms.redirect}
      login={forms.login ?? emptyFormState()}
      register={forms.register ?? emptyFormState()}
      askBirthdate={adultsOnly || parameterFlag(parameters, 'ASK_BIRTHDATE_AT_REGISTRATION')}
      adultsOnly={adultsOnly}
      signedInAs={forms.signedInAs}
      notice={forms.notice}
      links={{
        login: context.link(AUTH_PATH),
        register: context.link(REGISTER_PATH),
        reset: context.link('/password/reset/ask'),
        signInLink: context.link(SIGN_IN_LINK_ASK_PATH),
        terms: context.link(TERMS_PATH),
        account: context.link(ACCOUNT_PATH),
        logout: context.link(LOGOUT_PATH),
      }}
    />,
    status,
  );
}

// What the forms post, checked with the same schemas as the provider's API (French messages).
const loginForm = pageForm(
  (form) => ({ email: form.email ?? '', password: form.password ?? '' }),
  loginSchema,
);
const registerForm = pageForm(
  (form) => ({
    firstname: form.firstname ?? '',
    lastname: form.lastname ?? '',
    email: form.email ?? '',
    phone: form.phone ?? '',
    birthdate: form.birthdate ?? '',
    password: form.password ?? '',
    acceptTerms: form.acceptTerms === 'on',
  }),
  registerInputSchema,
);

/** A refused form: the page again, the fields' messages beside them, the values kept (400). */
const refusedLogin: RefuseForm = async (c, errors, form) => {
  const context = await memberPageContext(c);
  return renderAuth(
    c,
    context,
    {
      redirect: safeRedirectPath(form.redirect, localLink(c, '/')),
      login: invalidForm(errors, echoValues(form, ['email']), context),
    },
    400,
  );
};
const refusedRegistration: RefuseForm = async (c, errors, form) => {
  const context = await memberPageContext(c);
  return renderAuth(
    c,
    context,
    {
      redirect: safeRedirectPath(form.redirect, localLink(c, '/')),
      register: invalidForm(errors, echoValues(form, REGISTER_ECHOED), context),
    },
    400,
  );
};

export const authPageRoutes = new Hono<AppEnv>()
  .get(AUTH_PATH, async (c) => {
    const context = await memberPageContext(c);
    const user = await currentMember(c);
    const redirect = safeRedirectPath(c.req.query('redirect'), localLink(c, '/'));
    return renderAuth(c, context, { redirect, signedInAs: user?.email });
  })
  .post(AUTH_PATH, readableForm, validForm(loginForm, refusedLogin), async (c) => {
    const { fields: form, ...credentials } = c.req.valid('form');
    const redirect = safeRedirectPath(form.redirect, localLink(c, '/'));
    const values = echoValues(form, ['email']);
    const context = await memberPageContext(c);
    try {
      const { token, idSite } = await context.source.provider.login(credentials);
      await signInOnPage(c, token, idSite);
      return c.redirect(redirect, 303);
    } catch (error) {
      const refused = refusedForm(error, values, context);
      return renderAuth(c, context, { redirect, login: refused.state }, refused.status);
    }
  })
  .post(REGISTER_PATH, readableForm, validForm(registerForm, refusedRegistration), async (c) => {
    const { fields: form, ...input } = c.req.valid('form');
    const redirect = safeRedirectPath(form.redirect, localLink(c, '/'));
    const values = echoValues(form, REGISTER_ECHOED);
    const context = await memberPageContext(c);
    try {
      // The same page whether the address was new or already a member's: nobody is
      // signed in here; the login form beside it is filled with the address.
      await context.source.provider.register(input);
      return renderAuth(c, context, {
        redirect,
        notice: context.t.t('auth.registrationReceived'),
        login: emptyFormState({ email: input.email }),
      });
    } catch (error) {
      const refused = refusedForm(error, values, context);
      return renderAuth(c, context, { redirect, register: refused.state }, refused.status);
    }
  })
  .post(LOGOUT_PATH, logOut)
  .route('/', authLinkPageRoutes); // /auth/lien: the e-mailed sign-in link
