import type { ReactElement, ReactNode } from 'react';
import { LayoutFrame, type LayoutIslands } from './LayoutFrame';

/** Showcase layout: full-width sections (hero, galleries) edge to edge. */
export function WideLayout({
  children,
  islands,
}: {
  children: ReactNode;
  islands?: LayoutIslands;
}): ReactElement {
  return (
    <LayoutFrame variant="wide" islands={islands}>
      <div className="wide-layout">{children}</div>
    </LayoutFrame>
  );
}
