import type { ReactElement } from 'react';
import { sanitizeRichText } from '../../domain/shared/rich-text';
import type { PageBlock } from '../../schema/content/page-block';

export type RichTextData = Extract<PageBlock, { kind: 'RICH_TEXT' }>['data'];

/** Owner-written HTML, sanitised again here even though it was sanitised on write. */
export function RichTextBlock({ data }: { data: RichTextData }): ReactElement {
  return (
    <div
      className="block block-rich-text rich-text"
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(data.html) }}
    />
  );
}
