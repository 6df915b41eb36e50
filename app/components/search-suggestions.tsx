/**
 * The search box's suggestions (2+ characters): products and categories in a grouped
 * listbox, an ARIA 1.2 combobox (Arrow keys move, Enter opens, Escape closes). Its own
 * chunk, loaded when the box is first focused: it listens to the box itself (typing before
 * it came counts), renders into the listbox SearchForm keeps in the page, and reports the
 * box's aria-expanded and aria-activedescendant back to it.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { categoryHref, productHref } from '../lib/hrefs.ts';
import { productThumb } from '../lib/product-image.ts';
import type { Suggestions } from '../modules/catalog/card.ts';
import type { ComboboxState } from './search-form.tsx';

/** Wait this long after the last keystroke before asking for suggestions. */
const SUGGEST_DELAY_MS = 250;
/** Suggestions start at this many characters. */
const SUGGEST_MIN_CHARS = 2;

interface Option {
  key: string;
  group: 'Products' | 'Categories';
  label: string;
  /** 'en' where the name has no text in the page's language. */
  lang?: 'en' | undefined;
  href: string;
  image?: string | undefined;
}

/** Answers already fetched in this page's life, by URL. */
const answers = new Map<string, Suggestions>();

function toOptions(suggestions: Suggestions | null): Option[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((p) => ({
      key: `p-${p.slug}`,
      group: 'Products' as const,
      label: p.name,
      lang: p.nameLang,
      href: productHref(p.slug),
      image: p.image ? productThumb(p.image.src) : undefined,
    })),
    ...suggestions.categories.map((c) => ({
      key: `c-${c.slug}`,
      group: 'Categories' as const,
      label: c.name,
      lang: c.nameLang,
      href: categoryHref(c),
    })),
  ];
}

export function SearchSuggestions({
  inputId,
  listId,
  report,
}: {
  inputId: string;
  listId: string;
  report: (state: ComboboxState) => void;
}) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [listbox, setListbox] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A navigation (a suggestion, a search) closes the list.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const q = query.trim();
    if (Array.from(q).length < SUGGEST_MIN_CHARS) {
      setSuggestions(null);
      return;
    }
    // The page's language is fixed for the page's life (another is another document).
    const url = `/api/v1/search/suggestions?q=${encodeURIComponent(q)}${locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`}`;
    const known = answers.get(url);
    if (known) {
      setSuggestions(known);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(url, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) return;
        const body = (await response.json()) as { data: Suggestions };
        answers.set(url, body.data);
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
  }, [query, locale]);

  const options = toOptions(suggestions);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  useEffect(() => report({ expanded, activeId }), [report, expanded, activeId]);
  useEffect(() => () => report({ expanded: false, activeId: undefined }), [report]);

  function go(option: Option) {
    setOpen(false);
    setActive(-1);
    void navigate(option.href);
  }

  // The key handler sees this render's list (the listener below is attached once).
  const onKeyDown = useRef<(event: KeyboardEvent) => void>(() => {});
  onKeyDown.current = (event) => {
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
      // Instead of submitting the search.
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list first; a second Escape clears the field as usual.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // The box SearchForm rendered: its events, from now on, and what was typed before this
  // code came (unless it is the search the page shows).
  useEffect(() => {
    const input = document.getElementById(inputId);
    const list = document.getElementById(listId);
    if (!(input instanceof HTMLInputElement) || !list) return;
    const onInput = () => {
      setQuery(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => onKeyDown.current(event);
    // A search sent closes the list while its page loads.
    const onSubmit = () => setOpen(false);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKey);
    input.form?.addEventListener('submit', onSubmit);
    setListbox(list);
    if (input.value !== input.defaultValue) setQuery(input.value);
    setOpen(document.activeElement === input);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKey);
      input.form?.removeEventListener('submit', onSubmit);
    };
  }, [inputId, listId]);

  if (!listbox) return null;
  const groups = (['Products', 'Categories'] as const)
    .map((name) => ({
      name,
      items: options
        .map((option, index) => ({ option, index }))
        .filter((o) => o.option.group === name),
    }))
    .filter((group) => group.items.length > 0);

  return createPortal(
    groups.map((group) => (
      // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (no fieldset inside a listbox).
      <div
        key={group.name}
        role="group"
        aria-labelledby={`${listId}-${group.name}`}
        className="search-suggest__group"
      >
        <div role="presentation" id={`${listId}-${group.name}`} className="search-suggest__heading">
          {group.name === 'Products' ? t('Products') : t('Categories')}
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
            <span lang={option.lang}>{option.label}</span>
          </div>
        ))}
      </div>
    )),
    listbox,
  );
}
