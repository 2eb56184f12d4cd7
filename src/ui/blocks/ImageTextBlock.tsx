import type { ReactElement } from 'react';
import { sanitizeRichText } from '../../domain/shared/rich-text';
import type { PageBlock } from '../../schema/content/page-block';
import { BlockImage } from './BlockImage';

export type ImageTextData = Extract<PageBlock, { kind: 'IMAGE_TEXT' }>['data'];

/** An image beside rich text; stacked on small screens with the image first. */
export function ImageTextBlock({
  data,
  eager = false,
}: {
  data: ImageTextData;
  eager?: boolean;
}): ReactElement {
  return (
    <div className={`block block-image-text block-image-text--image-${data.imagePosition}`}>
      <div className="block-image-text__media">
        <BlockImage
          className="block-image-text__img"
          image={data.image}
          width={800}
          height={500}
          sizes="(min-width: 768px) 50vw, 100vw"
          eager={eager}
        />
      </div>
      <div
        className="block-image-text__text rich-text"
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(data.html) }}
      />
    </div>
  );
}
