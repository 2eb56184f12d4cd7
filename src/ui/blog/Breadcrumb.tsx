import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

export interface BreadcrumbStep {
  name: string;
  path: string; // site path, before the locale prefix
}

/** The breadcrumb (ariane): plain links, the last step is the current page (not a link). */
export function Breadcrumb({ steps }: { steps: BreadcrumbStep[] }): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t.t('blog.breadcrumb')}>
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
