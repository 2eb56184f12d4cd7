import type { ReactElement } from 'react';
import { useSiteView } from '../site-view';

export interface BreadcrumbStep {
  name: string;
  path: string; // site path, before the locale prefix
}

/** The breadcrumb (ariane): plain links, the last step is the current page (not a link). */
export function Breadcrumb({ steps }: { steps: BreadcrumbStep[] }): ReactElement {
  const { link } = useSiteView();
  return (
    <nav className="breadcrumb" aria-label="Fil d’Ariane">
      <ol className="breadcrumb__list">
        {steps.map((step, index) => (
          <li key={step.path} className="breadcrumb__item">
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <a href={link(step.path)}>{step.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
