import type { ReactElement } from 'react';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../schema/site/search';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { SEARCH_PATH } from './search-paths';

/**
 * A plain GET form to the results page: works without JavaScript. A search landmark is named
 * by aria-label (its input's label does not name it), and two on one page need distinct names
 * (axe landmark-unique): the results page names its own form apart from the header's.
 */
export function SearchForm({
  id,
  value = '',
  name,
}: {
  id: string;
  value?: string;
  name?: string;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <form
      className="search-form"
      role="search"
      aria-label={name ?? t.t('search.label')}
      method="get"
      action={link(SEARCH_PATH)}
    >
      <label htmlFor={id} className="search-form__label">
        {t.t('search.label')}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={value}
        minLength={SEARCH_MIN_LENGTH}
        maxLength={SEARCH_MAX_LENGTH}
        required
        autoComplete="off"
        // The header hides the label to fit one row: the placeholder keeps the box's purpose visible.
        placeholder={t.t('search.placeholder')}
      />
      <button type="submit" className="search-form__submit">
        <svg className="search-form__icon" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="search-form__submit-text">{t.t('search.submit')}</span>
      </button>
    </form>
  );
}
