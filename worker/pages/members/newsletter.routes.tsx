import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { z } from 'zod';
import type { FormNotice } from '../../../src/ui/account/AccountField';
import { CONFIRM_PATH, SIGNUP_PATH, UNSUBSCRIBE_PATH } from '../../../src/ui/newsletter/newsletter-paths';
import {
  NewsletterConfirmPage,
  NewsletterSignupPage,
  UnsubscribePage,
} from '../../../src/ui/newsletter/NewsletterPages';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { failOnInvalid } from '../../http/validate';
import { noStore, pageRequest, refusal, type PageRequest } from './account-view';
import { pageForm, postedText, readableForm } from '../content/page-form';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { MessageKey } from '../../../src/i18n/messages';
import { renderPage } from '../site/renderer';

// The newsletter's public pages, all usable without JavaScript and without being
// signed in: the footer form's answer (POST /newsletter/inscription), the double opt-in
// confirmation (/newsletter/confirmation?token=…) and the unsubscribe page
// (/mon-compte/desinscription?token=…). Opening a link shows one button; the POST acts. The
// unsubscribe page also takes mail clients' one-click POST (RFC 8058: the token in the URL,
// « List-Unsubscribe=One-Click » in the body). Pages carrying a token are never HTML-cached.

function show(
  c: Context<AppEnv>,
  request: PageRequest,
  page: NewsletterPage,
  content: ReactElement,
  status = 200,
): Promise<Response> {
  const t = translatorFor(request.locale);
  return noStore(
    renderPage(
      c,
      {
        data: request.data,
        locale: request.locale,
        path: page.path,
        layout: 'STANDARD',
        route: 'newsletter',
        meta: {
          title: t.t(page.title),
          description: t.t(page.description),
          canonicalPath: request.link(page.path),
          noindex: true,
        },
      },
      content,
      status,
    ),
  );
}

/** A page's path and the catalogue keys of its title and description. */
interface NewsletterPage {
  path: string;
  title: MessageKey;
  description: MessageKey;
}

const SIGNUP_PAGE: NewsletterPage = {
  path: SIGNUP_PATH,
  title: 'newsletter.signupTitle',
  description: 'newsletter.signupDescription',
};
const CONFIRM_PAGE: NewsletterPage = {
  path: CONFIRM_PATH,
  title: 'newsletter.confirmTitle',
  description: 'newsletter.confirmDescription',
};
const UNSUBSCRIBE_PAGE: NewsletterPage = {
  path: UNSUBSCRIBE_PATH,
  title: 'newsletter.unsubscribeTitle',
  description: 'newsletter.unsubscribeDescription',
};

// What the forms post; the provider checks it (its refusals are shown on the page).
const signupForm = postedText(['email']);
/** The token: posted by the page's button, or in the link (a mail client's one-click POST). */
const tokenForm = pageForm((form) => ({ token: form.token }), z.object({ token: z.string().optional() }));

type Posted<Schema extends z.ZodType> = { out: { form: z.output<Schema> } };

async function signup(c: Context<AppEnv, string, Posted<typeof signupForm>>): Promise<Response> {
  const request = await pageRequest(c);
  const { email } = c.req.valid('form');
  try {
    await request.source.provider.subscribeNewsletter({ email });
    const notice: FormNotice = {
      kind: 'success',
      text: translatorFor(request.locale).t('newsletter.signedUp'),
    };
    return show(c, request, SIGNUP_PAGE, <NewsletterSignupPage notice={notice} email="" error={undefined} />);
  } catch (error) {
    const refused = refusal(error);
    if (refused.status === 404) throw notFound(PAGE_NOT_FOUND);
    return show(
      c,
      request,
      SIGNUP_PAGE,
      <NewsletterSignupPage notice={refused.notice} email={email} error={refused.errors.email} />,
      refused.status,
    );
  }
}

/** GET: the button; POST: the provider's answer. */
function tokenPage(
  page: typeof CONFIRM_PAGE,
  act: (request: PageRequest, token: string) => Promise<void>,
  done: MessageKey,
  View: (props: { token: string; notice: FormNotice | null }) => ReactElement,
) {
  const get = async (c: Context<AppEnv>) => {
    const request = await pageRequest(c);
    return show(c, request, page, <View token={c.req.query('token') ?? ''} notice={null} />);
  };
  const post = async (c: Context<AppEnv, string, Posted<typeof tokenForm>>) => {
    const request = await pageRequest(c);
    const token = c.req.valid('form').token ?? c.req.query('token') ?? '';
    try {
      await act(request, token);
      return show(
        c,
        request,
        page,
        <View token="" notice={{ kind: 'success', text: translatorFor(request.locale).t(done) }} />,
      );
    } catch (error) {
      const refused = refusal(error);
      return show(c, request, page, <View token="" notice={refused.notice} />, refused.status);
    }
  };
  return { get, post };
}

const confirm = tokenPage(
  CONFIRM_PAGE,
  (request, token) => request.source.provider.confirmNewsletter(token).then(() => undefined),
  'newsletter.confirmed',
  NewsletterConfirmPage,
);
const unsubscribe = tokenPage(
  UNSUBSCRIBE_PAGE,
  (request, token) => request.source.provider.unsubscribeNewsletter(token).then(() => undefined),
  'newsletter.unsubscribed',
  UnsubscribePage,
);

const validSignup = zValidator('form', signupForm, failOnInvalid);
const validToken = zValidator('form', tokenForm, failOnInvalid);

export const newsletterPageRoutes = new Hono<AppEnv>()
  .post(SIGNUP_PATH, readableForm, validSignup, signup)
  .get(CONFIRM_PATH, confirm.get)
  .post(CONFIRM_PATH, readableForm, validToken, confirm.post)
  .get(UNSUBSCRIBE_PATH, unsubscribe.get)
  .post(UNSUBSCRIBE_PATH, readableForm, validToken, unsubscribe.post);
