import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './ui/icons.tsx';

export interface SearchFormProps {
  id?: string;
  className?: string;
  defaultValue?: string;
}

/**
 * 'Search Products'. With JavaScript it goes straight to /search/{input} and ignores an
 * empty input; without, the browser GETs /search?q=… and that route redirects.
 */
export function SearchForm({ id, className, defaultValue }: SearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    const query = input.value.trim();
    if (!query) {
      input.focus();
      return;
    }
    navigate(`/search/${encodeURIComponent(query)}`);
  }

  return (
    <search id={id} className={className ? `search-form ${className}` : 'search-form'}>
      <form method="get" action="/search" onSubmit={onSubmit} className="search-form__form">
        <label htmlFor={inputId} className="visually-hidden">
          Search Products
        </label>
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          placeholder="Search Products"
          autoComplete="off"
          enterKeyHint="search"
          defaultValue={defaultValue}
        />
        <button type="submit" className="search-form__submit">
          <SearchIcon size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
    </search>
  );
}
