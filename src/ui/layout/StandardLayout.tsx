import type { ReactElement, ReactNode } from 'react';
import { LayoutFrame, type LayoutIslands } from './LayoutFrame';

/** Reading layout: a centred column, the detail-page top margin above the content. */
export function StandardLayout({
  children,
  islands,
}: {
  children: ReactNode;
  islands?: LayoutIslands;
}): ReactElement {
  return (
    <LayoutFrame variant="standard" islands={islands}>
      <div className="standard-layout">{children}</div>
    </LayoutFrame>
  );
}
