import { useId, type ReactElement } from 'react';
import { safeHref } from '../../domain/shared/rich-text';
import type { PageBlock } from '../../schema/content/page-block';

export type CtaData = Extract<PageBlock, { kind: 'CTA' }>['data'];

/** A call to action: a short pitch and one button-styled link. */
export function CtaBlock({ data }: { data: CtaData }): ReactElement {
  const titleId = useId();
  const href = safeHref(data.href);
  return (
    <section className="block block-cta" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-cta__title">
        {data.title}
      </h2>
      {data.text ? <p className="block-cta__text">{data.text}</p> : null}
      {href ? (
        <a className="block-cta__button" href={href}>
          {data.label}
        </a>
      ) : null}
    </section>
  );
}
