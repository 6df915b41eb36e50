import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { categoryHref, productHref } from '../lib/hrefs.ts';
import { productThumb } from '../lib/product-image.ts';
import type { Suggestions } from '../modules/catalog/card.ts';
import { MAX_SEARCH_CHARS, searchHref, searchTermError } from '../modules/catalog/search-term.ts';
import { SearchIcon } from './ui/icons.tsx';

export interface SearchFormProps {
  id?: string;
  className?: string;
  defaultValue?: string;
}

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DELAY_MS = 250;
/** Suggestions start at this many characters. */
export const SUGGEST_MIN_CHARS = 2;

interface Option {
  key: string;
  group: 'Products' | 'Categories';
  label: string;
  href: string;
  image?: string | undefined;
}

/** Answers already fetched in this page's life, by query. */
const answers = new Map<string, Suggestions>();

function toOptions(suggestions: Suggestions | null): Option[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((p) => ({
      key: `p-${p.slug}`,
      group: 'Products' as const,
      label: p.name,
      href: productHref(p.slug),
      image: p.image ? productThumb(p.image.src) : undefined,
    })),
    ...suggestions.categories.map((c) => ({
      key: `c-${c.slug}`,
      group: 'Categories' as const,
      label: c.name,
      href: categoryHref(c),
    })),
  ];
}

/**
 * 'Search Products'. With JavaScript it goes straight to /search/{input} and ignores an
 * empty input; without, the browser GETs /search?q=… and that route redirects.
 * While typing (2+ characters) it suggests products and categories: an ARIA 1.2
 * combobox with a grouped listbox (Arrow keys move, Enter opens, Escape closes).
 */
export function SearchForm({ id, className, defaultValue }: SearchFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A navigation (a suggestion, a search) closes the list.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const q = query.trim();
    if (Array.from(q).length < SUGGEST_MIN_CHARS) {
      setSuggestions(null);
      return;
    }
    const known = answers.get(q);
    if (known) {
      setSuggestions(known);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) return;
        const body = (await response.json()) as { data: Suggestions };
        answers.set(q, body.data);
        setSuggestions(body.data);
        setActive(-1);
      } catch {
        // Aborted by the next keystroke, or offline: no suggestions, the search still works.
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const options = toOptions(suggestions);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function go(option: Option) {
    setOpen(false);
    setActive(-1);
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
      } else {
        setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
      }
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list first; a second Escape clears the field as usual.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  /** Straight to the results page, by the same rule as the no-JavaScript redirect. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    const term = input.value.trim();
    if (searchTermError(term)) {
      input.focus();
      return;
    }
    setOpen(false);
    navigate(searchHref(term));
  }

  const groups = (['Products', 'Categories'] as const)
    .map((name) => ({
      name,
      items: options
        .map((option, index) => ({ option, index }))
        .filter((o) => o.option.group === name),
    }))
    .filter((group) => group.items.length > 0);

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
          maxLength={MAX_SEARCH_CHARS}
          defaultValue={defaultValue}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-form__submit">
          <SearchIcon size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className="search-suggest"
        hidden={!expanded}
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (no fieldset inside a listbox).
          <div
            key={group.name}
            role="group"
            aria-labelledby={`${listId}-${group.name}`}
            className="search-suggest__group"
          >
            <div
              role="presentation"
              id={`${listId}-${group.name}`}
              className="search-suggest__heading"
            >
              {group.name}
            </div>
            {group.items.map(({ option, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant).
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="search-suggest__option"
                // Keeps focus in the input, so the list stays open until the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option)}
              >
                {option.image ? <img src={option.image} alt="" width={32} height={38} /> : null}
                <span>{option.label}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </search>
  );
}
