import type { ReactElement } from 'react';
import { fillLegalPlaceholders } from '../../domain/legal-text';
import { sanitizeRichText } from '../../domain/rich-text';
import { parameterValue } from '../../schema/parameter';
import { useSiteView } from '../site-view';

/** A legal text from its setting, placeholders filled from the company settings. */
export function LegalPage({ title, parameterType }: { title: string; parameterType: string }): ReactElement {
  const { parameters } = useSiteView();
  const html = fillLegalPlaceholders(parameterValue(parameters, parameterType) ?? '', parameters);
  return (
    <article className="legal-page">
      <h1 className="page-title">{title}</h1>
      {html.trim() === '' ? (
        <p>Ce texte n’a pas encore été rédigé par le site.</p>
      ) : (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
      )}
    </article>
  );
}
