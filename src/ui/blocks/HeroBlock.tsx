import { useId, type ReactElement } from 'react';
import { safeHref } from '../../domain/shared/rich-text';
import type { PageBlock } from '../../schema/content/page-block';
import { BlockImage } from './BlockImage';

export type HeroData = Extract<PageBlock, { kind: 'HERO' }>['data'];

/** The page's opening banner: title, subtitle and call to action over a full-width image. */
export function HeroBlock({ data, eager = false }: { data: HeroData; eager?: boolean }): ReactElement {
  const titleId = useId();
  const ctaHref = data.ctaHref ? safeHref(data.ctaHref) : null;
  const withImage = data.image !== undefined && data.image.src !== '';
  return (
    <section
      className={withImage ? 'block block-hero block-hero--with-image' : 'block block-hero'}
      aria-labelledby={titleId}
    >
      {data.image ? (
        <BlockImage
          className="block-hero__image"
          image={data.image}
          width={1200}
          height={600}
          sizes="100vw"
          eager={eager}
        />
      ) : null}
      <div className="block-hero__content">
        <h2 id={titleId} className="block-hero__title">
          {data.title}
        </h2>
        {data.subtitle ? <p className="block-hero__subtitle">{data.subtitle}</p> : null}
        {data.ctaLabel && ctaHref ? (
          <a className="block-hero__cta" href={ctaHref}>
            {data.ctaLabel}
          </a>
        ) : null}
      </div>
    </section>
  );
}
