import type { ReactElement } from 'react';
import { safeImageSrc, sanitizeRichText } from '../../domain/shared/rich-text';
import type { Element, ElementList } from '../../schema/content/element';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { ElementFacts } from './ElementCard';
import { IMAGE_SIZE } from './ElementListPage';
import { ResponsiveImage } from '../blocks/ResponsiveImage';
import type { RegistrationFormState } from './registration-form-state';
import { RegistrationForm } from './RegistrationForm';
import { Stylesheet } from '../document/Stylesheet';

/** One element: its facts, its text (sanitised again on render) and the registration form. */
export function ElementDetailPage({
  list,
  element,
  form,
}: {
  list: ElementList;
  element: Element;
  form: RegistrationFormState | null;
}): ReactElement {
  const view = useSiteView();
  const t = useT();
  const src = element.image ? safeImageSrc(element.image.src) : null;
  const upcoming = element.startsAt === null || element.startsAt >= new Date().toISOString().slice(0, 16);
  const open = element.capacity !== null && (element.placesLeft ?? 0) > 0 && upcoming;
  return (
    <article className="element-detail">
      <Stylesheet name="elements" />
      <nav aria-label={t.t('element.breadcrumb')} className="element-detail__back">
        <a href={view.link(`/${list.keyList}`)}>{list.title}</a>
      </nav>
      <h1>{element.title}</h1>
      {element.summary ? <p className="element-detail__summary">{element.summary}</p> : null}
      {src && element.image ? (
        <ResponsiveImage
          src={src}
          alt={element.image.alt}
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
          sizes="(min-width: 52rem) 48rem, 100vw"
          priority="lcp"
        />
      ) : null}
      <ElementFacts element={element} />
      {element.body ? (
        <div
          className="element-detail__body"
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(element.body) }}
        />
      ) : null}
      {open ? (
        <RegistrationForm
          action={view.link(`/${list.keyElem}/${element.id}`)}
          placesLeft={element.placesLeft ?? 0}
          state={form}
        />
      ) : element.capacity !== null ? (
        <section className="element-registration" aria-labelledby="inscription">
          <h2 id="inscription">{t.t('element.registration')}</h2>
          {form?.notice ? (
            <p
              className={`element-registration__notice element-registration__notice--${form.notice.kind}`}
              role="status"
            >
              {form.notice.text}
            </p>
          ) : null}
          <p>{upcoming ? t.t('element.dateFull') : t.t('element.datePast')}</p>
        </section>
      ) : null}
    </article>
  );
}
