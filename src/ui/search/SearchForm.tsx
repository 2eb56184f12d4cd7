import type { ReactElement } from 'react';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../schema/search';
import { useSiteView } from '../site-view';
import { SEARCH_PATH } from './search-paths';

/** A plain GET form to the results page: works without JavaScript. */
export function SearchForm({ id, value = '' }: { id: string; value?: string }): ReactElement {
  const { link } = useSiteView();
  return (
    <form className="search-form" role="search" method="get" action={link(SEARCH_PATH)}>
      <label htmlFor={id} className="search-form__label">
        Rechercher sur le site
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
        Rechercher
      </button>
    </form>
  );
}
