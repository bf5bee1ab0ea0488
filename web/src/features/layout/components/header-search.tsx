import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX_LENGTH } from '@shared/constants';
import { SearchIcon } from '@/components/ui/icons/search';
import { paths } from '@/config/paths';
import { MEMBER_SHELL_MESSAGES } from '@shared/messages/member-shell';

/**
 * The header's search box: Enter opens /search?q= with the words typed (blank does nothing). On a
 * phone the box hides behind a search icon until opened; Escape closes it again.
 */
export function HeaderSearch({ searched }: { searched: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(searched);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    setOpen(false);
    void navigate(paths.app.search.getHref(query));
  };

  return (
    <>
      <button
        type="button"
        className="icon-button app-header__search-toggle"
        aria-label={MEMBER_SHELL_MESSAGES.searchPhotos}
        aria-expanded={open}
        aria-controls="app-search-form"
        onClick={() => setOpen((was) => !was)}
      >
        <SearchIcon aria-hidden="true" />
      </button>
      <form
        id="app-search-form"
        className={open ? 'app-header__search app-header__search--open' : 'app-header__search'}
        role="search"
        onSubmit={submit}
      >
        <label className="sr-only" htmlFor="app-search">
          {MEMBER_SHELL_MESSAGES.searchPhotos}
        </label>
        <SearchIcon className="app-header__search-icon" />
        <input
          id="app-search"
          ref={inputRef}
          type="search"
          placeholder={MEMBER_SHELL_MESSAGES.searchPlaceholder}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
      </form>
    </>
  );
}
