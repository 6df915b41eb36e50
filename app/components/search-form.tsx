import { type FormEvent, useEffect, useId, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { MAX_SEARCH_CHARS, searchHref, searchTermError } from '../modules/catalog/search-term.ts';
import { SearchIcon } from './ui/icons.tsx';

export interface SearchFormProps {
  id?: string;
  className?: string;
  defaultValue?: string;
}

/** What the suggestions report for the box's ARIA attributes. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

const CLOSED: ComboboxState = { expanded: false, activeId: undefined };

/**
 * Suggestions while typing: their code comes when the box is first focused (if it cannot
 * be fetched, there are none, and the search works as before).
 */
const SearchSuggestions = lazyComponent(() =>
  import('./search-suggestions.tsx').then((module) => module.SearchSuggestions),
);

/**
 * 'Search Products'. With JavaScript it goes straight to /search/{input} and ignores an
 * empty input; without, the browser GETs /search?q=… and that route redirects. The box is
 * an ARIA 1.2 combobox whose listbox SearchSuggestions fills.
 */
export function SearchForm({ id, className, defaultValue }: SearchFormProps) {
  const navigate = useNavigate();
  // Without JavaScript the form posts itself: to the search of the page's language.
  const action = useHref('/search');
  const t = useT();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const [suggesting, setSuggesting] = useState(false);
  const [combobox, setCombobox] = useState(CLOSED);
  // Focused before hydration (a quick tap on a slow phone): React did not see it.
  useEffect(() => {
    if (document.activeElement?.id === inputId) setSuggesting(true);
  }, [inputId]);

  /** Straight to the results page, by the same rule as the no-JavaScript redirect. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    const term = input.value.trim();
    if (searchTermError(term)) {
      input.focus();
      return;
    }
    void navigate(searchHref(term));
  }

  return (
    <search id={id} className={className ? `search-form ${className}` : 'search-form'}>
      <form method="get" action={action} onSubmit={onSubmit} className="search-form__form">
        <label htmlFor={inputId} className="visually-hidden">
          {t('Search Products')}
        </label>
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          placeholder={t('Search Products')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_CHARS}
          defaultValue={defaultValue}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={listId}
          aria-activedescendant={combobox.activeId}
          onFocus={() => setSuggesting(true)}
        />
        <button type="submit" className="search-form__submit">
          <SearchIcon size={20} />
          <span className="visually-hidden">{t('Search')}</span>
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('Search suggestions')}
        className="search-suggest"
        hidden={!combobox.expanded}
      />
      {suggesting ? (
        <SearchSuggestions inputId={inputId} listId={listId} report={setCombobox} />
      ) : null}
    </search>
  );
}
