import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { SearchIcon } from '../../ui/icons';
import { useMasterSuggestions, useSuggestions } from './suggestions';
import { Button } from '../../ui/Button';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY = 300;

type Option =
  | { kind: 'firm'; id: number; label: string; hint: string }
  | { kind: 'service'; id: number; label: string }
  | { kind: 'category'; id: number; label: string }
  | { kind: 'master'; id: number; label: string; hint: string };

export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface SearchBoxProps {
  /** The applied query (from the URL). */
  value: string;
  onSearch: (query: string) => void;
  onCategory: (categoryId: number, name: string) => void;
}

/** The query field: a combobox with suggestions (salons, services, categories) as the client types. */
export function SearchBox({ value, onSearch, onCategory }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setText(value), [value]);
  const debounced = useDebounced(text, SUGGEST_DELAY);
  const suggestions = useSuggestions(open ? debounced : '');
  const masters = useMasterSuggestions(open ? debounced : '');

  const data = suggestions.data;
  const groups: Array<{ key: string; title: string; options: Option[] }> = data
    ? [
        { key: 'categories', title: t('suggest.categories'), options: data.categories.map((c) => ({ kind: 'category' as const, id: c.id, label: c.name })) },
        { key: 'services', title: t('suggest.services'), options: data.services.map((s) => ({ kind: 'service' as const, id: s.id, label: s.name })) },
        { key: 'firms', title: t('suggest.firms'), options: data.firms.map((f) => ({ kind: 'firm' as const, id: f.id, label: f.name, hint: f.address })) },
        {
          key: 'masters',
          title: t('suggest.masters'),
          options: (masters.data ?? []).map((m) => ({ kind: 'master' as const, id: m.id, label: m.title, hint: m.subtitle ?? '' })),
        },
      ].filter((g) => g.options.length > 0)
    : [];
  const options = groups.flatMap((g) => g.options);
  const shown = open && debounced.trim().length >= 2 && text.trim() === debounced.trim() && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const pick = (option: Option) => {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'firm') void navigate(paths.salon(option.id));
    else if (option.kind === 'master') void navigate(paths.master(option.id));
    else if (option.kind === 'category') {
      setText('');
      onCategory(option.id, option.label);
    } else {
      setText(option.label);
      onSearch(option.label);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Closes the suggestions and keeps the typed text (a search field's Escape would clear it).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself; the options follow, round and round.
      setActive((i) => ((i + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter' && shown && active >= 0 && active < options.length) {
      event.preventDefault();
      pick(options[active]!);
    }
  };

  let index = -1;
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(text.trim());
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('box.label')}
      </label>
      <div className="search-box__field">
        <SearchIcon width={20} height={20} />
        <input
          id={`${id}-input`}
          className="search-box__input"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={shown && active >= 0 && active < options.length ? optionId(active) : undefined}
          placeholder={t('box.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <Button type="submit" variant="primary" className="search-box__submit">
        {t('box.submit')}
      </Button>
      <div id={`${id}-listbox`} role="listbox" aria-label={t('suggest.label')} className="search-box__list" hidden={!shown}>
        {shown &&
          groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="search-box__group">
              <div id={`${id}-${group.key}`} role="presentation" className="search-box__group-title">
                {group.title}
              </div>
              {group.options.map((option) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={`${option.kind}-${option.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className="search-box__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    <span className="search-box__option-label">{option.label}</span>
                    {(option.kind === 'firm' || option.kind === 'master') && option.hint && <span className="search-box__option-hint">{option.hint}</span>}
                  </div>
                );
              })}
            </div>
          ))}
      </div>
    </form>
  );
}
