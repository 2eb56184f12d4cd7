import type { ReactElement } from 'react';
import { safeImageSrc } from '../../domain/shared/rich-text';
import type { PageBlock } from '../../schema/content/page-block';
import { BlockImage } from './BlockImage';

export type ImageBlockData = Extract<PageBlock, { kind: 'IMAGE' }>['data'];

/** One image with its optional caption; nothing at all when the image cannot be shown. */
export function ImageBlock({
  data,
  eager = false,
}: {
  data: ImageBlockData;
  eager?: boolean;
}): ReactElement | null {
  if (safeImageSrc(data.src) === null) return null;
  return (
    <figure className="block block-image">
      <BlockImage
        className="block-image__img"
        image={data}
        width={1200}
        height={750}
        sizes="(min-width: 960px) 960px, 100vw"
        eager={eager}
      />
      {data.caption ? <figcaption className="block-image__caption">{data.caption}</figcaption> : null}
    </figure>
  );
}
