import type { ReactElement } from 'react';
import { fillLegalPlaceholders } from '../../domain/site/legal-text';
import { sanitizeRichText } from '../../domain/shared/rich-text';
import { parameterValue } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

/**
 * A legal text from its setting, placeholders filled from the company settings. `textLang` is
 * the text's language tag when it is not the page's (an untranslated text shown in French
 * under /en/ falls back to the default language, and says so for screen readers and engines).
 */
export function LegalPage({
  title,
  parameterType,
  textLang,
}: {
  title: string;
  parameterType: string;
  textLang?: string;
}): ReactElement {
  const { parameters } = useSiteView();
  const t = useT();
  const html = fillLegalPlaceholders(parameterValue(parameters, parameterType) ?? '', parameters);
  return (
    <article className="legal-page">
      <h1 className="page-title">{title}</h1>
      {html.trim() === '' ? (
        <p>{t.t('legal.notWritten')}</p>
      ) : (
        <div
          className="rich-text"
          lang={textLang}
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
        />
      )}
    </article>
  );
}
