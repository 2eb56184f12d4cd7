import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ProviderClient } from '../../../src/provider/client';
import { ProviderError } from '../../../src/provider/provider-error';
import { ACCOUNT_EXPORT_PATH, ACCOUNT_PATH } from '../../../src/ui/account/account-paths';
import {
  SAVED_NOTICES,
  type AccountForm,
  type AccountFormState,
  type AccountPageState,
} from '../../../src/ui/account/account-state';
import { AccountDeletedPage, AccountPage } from '../../../src/ui/account/AccountPage';
import { failure, ok } from '../../../src/schema/shared/envelope';
import { clearSessionCookies, setMemberNameHint } from '../../auth/session-cookies';
import { badRequest } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { noStore, pageRequest, refusal, type PageRequest } from './account-view';
import { newsletterPageRoutes } from './newsletter.routes';
import { readableForm, validForm } from '../content/page-form';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { renderPage } from '../site/renderer';

// The personal space (/mon-compte): per-user, so never HTML-cached (a request with a
// token bypasses the page cache; without one this answers a redirect to the login page). Every
// form posts here without JavaScript; the provider (through its client, with the visitor's
// token) validates, and a refusal comes back as per-field French errors on the same page.
// The AccountForms island posts the same forms with fetch and `Accept: application/json`: it
// gets the envelope instead ({success, data: {errors} | null, message}), same rules, same words.

const FORMS: readonly AccountForm[] = ['profile', 'password', 'newsletter', 'delete'];
/** Passwords are never sent back into the page. */
const SECRET_FIELDS = new Set(['currentPassword', 'newPassword', 'password']);

function toLogin(c: Context<AppEnv>, request: { link: (path: string) => string }): Response {
  const target = `${request.link('/auth')}?redirect=${encodeURIComponent(request.link(ACCOUNT_PATH))}`;
  return c.redirect(target, c.req.method === 'GET' ? 302 : 303);
}

const signedOut = (error: unknown) => error instanceof ProviderError && error.status === 401;

/** The island's fetch asks for the envelope; a plain form post (no JavaScript) gets the page. */
const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');

/** The envelope for the island, never cached (per-user, like the page). */
function jsonAnswer(c: Context<AppEnv>, body: unknown, status: ContentfulStatusCode = 200): Response {
  c.header('cache-control', 'private, no-store');
  return c.json(body, status);
}

async function loadState(provider: ProviderClient, c: Context<AppEnv>): Promise<AccountPageState> {
  const member = await provider.member();
  let lists: AccountPageState['lists'] = null;
  let subscribed: number[] = [];
  try {
    [lists, { lists: subscribed }] = await Promise.all([
      provider.newsletterLists(),
      provider.newsletterSubscription(),
    ]);
  } catch (error) {
    // 404: the site has no newsletter; the section is not shown.
    if (!(error instanceof ProviderError) || error.status !== 404) throw error;
  }
  // A site without online booking answers 404: no appointments section.
  const appointments = await provider.memberAppointments().catch(() => null);
  return { member, lists, subscribed, isECommerce: c.var.site.isECommerce, appointments, forms: {} };
}

function render(c: Context<AppEnv>, request: PageRequest, state: AccountPageState, status = 200) {
  return noStore(
    renderPage(
      c,
      {
        data: request.data,
        locale: request.locale,
        path: ACCOUNT_PATH,
        layout: 'STANDARD',
        route: 'account',
        meta: {
          title: translatorFor(request.locale).t('account.title'),
          description: translatorFor(request.locale).t('account.description'),
          canonicalPath: request.link(ACCOUNT_PATH),
          noindex: true,
        },
      },
      <AccountPage state={state} />,
      status,
    ),
  );
}

async function showAccount(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  if (!c.var.token) return toLogin(c, request);
  let state: AccountPageState;
  try {
    state = await loadState(request.source.provider, c);
  } catch (error) {
    if (signedOut(error)) return toLogin(c, request);
    throw error;
  }
  const saved = c.req.query('ok');
  if (saved === 'profile' || saved === 'password' || saved === 'newsletter') {
    state.forms[saved] = {
      notice: { kind: 'success', text: translatorFor(request.locale).t(SAVED_NOTICES[saved]) },
      errors: {},
      values: {},
    };
  }
  return render(c, request, state);
}

const UNKNOWN_FORM = 'Ce formulaire est inconnu. Rechargez la page et réessayez.';

/**
 * What the forms post: which form (`form`), its text fields (a repeated one is no single text)
 * and `lists`, one per ticked box. The provider checks the fields; only the form is checked here.
 */
const accountForm = z.preprocess(
  (body) => {
    const posted = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(posted)) if (typeof value === 'string') fields[name] = value;
    const raw = posted.lists;
    const lists = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
      (value): value is string => typeof value === 'string',
    );
    return { form: fields.form, fields, lists };
  },
  z.object({
    form: z.enum(FORMS, { message: UNKNOWN_FORM }),
    fields: z.record(z.string(), z.string()),
    lists: z.array(z.string()),
  }),
);

/** An unknown form: a signed-out visitor still goes to the login first, as for any post. */
const validAccountForm = validForm(accountForm, async (c) => {
  if (!c.var.token) return signedOutAnswer(c, await pageRequest(c));
  throw badRequest(translatorFor(c.var.locale).t('account.unknownForm'));
});

async function submit(
  provider: ProviderClient,
  form: AccountForm,
  fields: Record<string, string>,
  lists: string[],
) {
  const text = (name: string) => fields[name] ?? '';
  switch (form) {
    case 'profile':
      await provider.updateMember({
        email: text('email'),
        phone: text('phone'),
        firstname: text('firstname'),
        lastname: text('lastname'),
        birthdate: text('birthdate'),
        currentPassword: text('currentPassword') || undefined,
      });
      return;
    case 'password':
      await provider.changePassword({
        currentPassword: text('currentPassword'),
        newPassword: text('newPassword'),
      });
      return;
    case 'newsletter':
      await provider.setNewsletterSubscription(
        lists.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0),
      );
      return;
    case 'delete':
      await provider.deleteAccount({
        password: text('password') || undefined,
        confirmation: text('confirmation') || undefined,
      });
  }
}

/** Signed out while posting: the page redirects to the login; the island is told to post plainly. */
function signedOutAnswer(c: Context<AppEnv>, request: PageRequest): Response {
  if (!wantsJson(c)) return toLogin(c, request);
  return jsonAnswer(c, failure(translatorFor(request.locale).t('account.signedOut')), 401);
}

async function postAccount(
  c: Context<AppEnv, string, { out: { form: z.output<typeof accountForm> } }>,
): Promise<Response> {
  const request = await pageRequest(c);
  if (!c.var.token) return signedOutAnswer(c, request);
  const { form, fields, lists } = c.req.valid('form');
  const provider = request.source.provider;
  const t = translatorFor(request.locale);
  let failed: AccountFormState & { status: number };
  try {
    await submit(provider, form, fields, lists);
    // The header's account menu names the member: a changed first name shows on the next page.
    if (form === 'profile') await setMemberNameHint(c, fields.firstname ?? '');
    if (form === 'delete') {
      await clearSessionCookies(c);
      if (wantsJson(c)) return jsonAnswer(c, ok(null, t.t('account.deletedDescription')));
      return noStore(
        renderPage(
          c,
          {
            data: request.data,
            locale: request.locale,
            path: ACCOUNT_PATH,
            layout: 'STANDARD',
            route: 'account',
            meta: {
              title: t.t('account.deletedTitle'),
              description: t.t('account.deletedDescription'),
              canonicalPath: request.link(ACCOUNT_PATH),
              noindex: true,
            },
          },
          <AccountDeletedPage />,
        ),
      );
    }
    if (wantsJson(c)) return jsonAnswer(c, ok(null, t.t(SAVED_NOTICES[form])));
    const anchor = { profile: 'profil', password: 'mot-de-passe', newsletter: 'lettre' }[form];
    return c.redirect(`${request.link(ACCOUNT_PATH)}?ok=${form}#${anchor}`, 303);
  } catch (error) {
    if (signedOut(error)) return signedOutAnswer(c, request);
    const refused = refusal(error);
    if (wantsJson(c))
      return jsonAnswer(c, failure(refused.notice.text, { errors: refused.errors }), refused.status);
    const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name)));
    failed = { notice: refused.notice, errors: refused.errors, values, status: refused.status };
  }
  let state: AccountPageState;
  try {
    state = await loadState(provider, c);
  } catch (error) {
    if (signedOut(error)) return toLogin(c, request);
    throw error;
  }
  const { status, ...formState } = failed;
  state.forms[form] = formState;
  return render(c, request, state, status);
}

/** The data export as a JSON file download (the provider's GET /user/export). */
async function exportData(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  if (!c.var.token) return toLogin(c, request);
  try {
    const data = await request.source.provider.accountExport();
    return c.body(JSON.stringify(data, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${translatorFor(request.locale).t('account.downloadName')}"`,
      'cache-control': 'private, no-store',
    });
  } catch (error) {
    if (signedOut(error)) return toLogin(c, request);
    throw error;
  }
}

export const accountPageRoutes = new Hono<AppEnv>()
  .get(ACCOUNT_PATH, showAccount)
  .post(ACCOUNT_PATH, readableForm, validAccountForm, postAccount)
  .get(ACCOUNT_EXPORT_PATH, exportData)
  // The newsletter's public pages (worker/pages/members/newsletter.routes.tsx), mounted with the space.
  .route('/', newsletterPageRoutes);
