import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { failure, ok } from '../../../src/schema/shared/envelope';
import type { PublicForm } from '../../../src/schema/content/forms';
import { ProviderError } from '../../../src/provider/provider-error';
import type { BuilderFormState } from '../../../src/ui/forms/builder-form-state';
import { BlockDataContext, EMPTY_BLOCK_DATA } from '../../../src/ui/blocks/block-data';
import { BuilderFormBlock } from '../../../src/ui/forms/BuilderFormBlock';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink, unprefixedPath } from '../../http/path-locale';
import { parseId } from '../../http/ids';
import { uploadBody } from '../../http/upload-body';
import { wantsJson } from './message-form';
import { blankState, loadForm } from './forms-data';
import { rememberLocale } from '../../http/locale-cookie';
import { renderPage } from '../site/renderer';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from '../site/site-data';
import { logAs } from '../../http/request-log';

// A builder form's own page, /formulaires/{id}: it shows the form alone (GET) and is where the
// form posts (POST, multipart): without JavaScript the answer is this page with the errors
// beside the fields or the thanks; from the island (Accept: application/json) the envelope.
// The submission reaches the provider through its client, in-process or remote.

interface Loaded {
  locale: string;
  path: string;
  data: SiteData;
  source: PageDataSource;
  form: PublicForm;
}

async function load(c: Context<AppEnv>): Promise<Loaded> {
  const locale = c.var.locale;
  const path = unprefixedPath(c);
  rememberLocale(c);
  const formId = parseId(c.req.param('id'));
  const source = await pageDataSource(c, locale);
  const [data, form] = await Promise.all([
    loadSiteData(source),
    formId === null ? Promise.resolve(null) : loadForm(source, formId),
  ]);
  if (!form) throw notFound(PAGE_NOT_FOUND);
  return { locale, path, data, source, form };
}

function renderForm(c: Context<AppEnv>, loaded: Loaded, state: BuilderFormState, status = 200) {
  const { form } = loaded;
  return renderPage(
    c,
    {
      data: loaded.data,
      locale: loaded.locale,
      path: loaded.path,
      layout: 'STANDARD',
      route: `formulaire-${form.id}`,
      meta: {
        title: form.title,
        description: (form.description || form.title).slice(0, 160),
        canonicalPath: localLink(c, loaded.path),
        // The form's content lives in the CMS page that embeds it (in the sitemap); this page
        // is its no-JavaScript post target, kept out of search results.
        noindex: true,
      },
    },
    <article className="cms-page form-page">
      <h1 className="page-title">{form.title}</h1>
      <BlockDataContext.Provider value={{ ...EMPTY_BLOCK_DATA, builderForms: new Map([[form.id, state]]) }}>
        <BuilderFormBlock data={{ formId: form.id, title: 'Votre demande' }} />
      </BlockDataContext.Provider>
    </article>,
    status,
  );
}

/** The text fields of the post, kept on the page after an error (files must be chosen again). */
function postedValues(body: FormData, form: PublicForm): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = body.get(field.name);
    if (field.type !== 'file' && typeof value === 'string') values[field.name] = value;
  }
  return values;
}

export const formPageRoutes = new Hono<AppEnv>()
  .get('/formulaires/:id', logAs('page:form'), async (c) => {
    const loaded = await load(c);
    return renderForm(c, loaded, blankState(loaded.form));
  })
  .post('/formulaires/:id', logAs('page:form'), uploadBody, async (c) => {
    const loaded = await load(c);
    const body = await c.req.formData();
    try {
      await loaded.source.provider.submitForm(loaded.form.id, body);
    } catch (error) {
      // 5xx and network failures are the provider's, not the sender's: the error handler's.
      if (!(error instanceof ProviderError) || error.status >= 500) throw error;
      const errors = (error.data as { errors?: Record<string, string> } | null)?.errors ?? {};
      const status = error.status as ContentfulStatusCode;
      if (wantsJson(c)) return c.json(failure(error.message, { errors }), status);
      const state = { form: loaded.form, values: postedValues(body, loaded.form), errors, notice: null };
      return renderForm(c, loaded, { ...state, notice: { kind: 'error', text: error.message } }, status);
    }
    const thanks = loaded.form.successMessage;
    if (wantsJson(c)) return c.json(ok(null, thanks), 200);
    return renderForm(c, loaded, { ...blankState(loaded.form), notice: { kind: 'success', text: thanks } });
  });
