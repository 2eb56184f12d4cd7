import type { ReactElement } from 'react';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../schema/search';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { SEARCH_PATH } from './search-paths';

/** A plain GET form to the results page: works without JavaScript. */
export function SearchForm({ id, value = '' }: { id: string; value?: string }): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <form className="search-form" role="search" method="get" action={link(SEARCH_PATH)}>
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
      />
      <button type="submit" className="search-form__submit">
        {t.t('search.submit')}
      </button>
    </form>
  );
}
