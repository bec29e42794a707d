import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { colors, headerSearchButtonLook, headerSearchFormLook, mq, radii, useNavigation, useRoute, VisuallyHidden } from '@axlebay/shared-lib';
import { parseSearchState } from './search-state';
import { keywordHref, useSearchOptions, type SearchOption } from './suggestions';

// Same box as the shell's own search form it replaces in the header row: nothing moves at the swap.
const Form = styled.form`
  position: relative;
  ${headerSearchFormLook}
`;

const Submit = styled.button`
  ${headerSearchButtonLook}
  .text {
    display: none;
  }
  ${mq.sm} {
    .text {
      display: inline;
    }
    svg {
      display: none;
    }
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 1000;
  /* As tall as its few suggestions, never a scroll box of its own: the options are not in the tab order
     (the combobox keeps focus), so a keyboard could not scroll it (axe scrollable-region-focusable); the
     page scrolls instead, and the active option is scrolled into view. */
  background: ${colors.background};
  color: ${colors.text};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  padding: 4px 0;
  [role='group'] + [role='group'] {
    border-top: 1px solid ${colors.border};
  }
  .group-label {
    margin: 0;
    padding: 8px 12px 4px;
    font-size: 13px;
    font-weight: 700;
    color: ${colors.textMuted};
    text-transform: uppercase;
  }
  [role='option'] {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 4px 12px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  [role='option'][aria-selected='true'] {
    background: ${colors.surface};
    outline: 2px solid ${colors.focus};
    outline-offset: -2px;
  }
  [role='option'] img {
    width: 32px;
    height: 32px;
    object-fit: contain;
    flex: none;
  }
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Options in display order, by group. */
function grouped(options: readonly SearchOption[]): Array<[string, Array<{ option: SearchOption; index: number }>]> {
  const groups = new Map<string, Array<{ option: SearchOption; index: number }>>();
  options.forEach((option, index) => groups.set(option.group, [...(groups.get(option.group) ?? []), { option, index }]));
  return [...groups];
}

export interface SearchBoxProps {
  /** Input placeholder; by default the same as the shell's own form. */
  placeholder?: string;
}

/**
 * The header's search box (exposed as `./search-box`): an ARIA 1.2 combobox with a listbox popup.
 * The list opens on typing, on ↓/↑ or on a click, never on focus alone (tabbing through the header must
 * not drop a panel over the page). Empty: popular searches (hot words). Typing: suggestions (keywords,
 * categories, brands, products) 300 ms after the last keystroke. ↓/↑ move through the options, Enter opens the chosen one
 * or searches the typed words (`/search?keyword=…`), Escape closes the list, then clears the box.
 */
export function SearchBox({ placeholder = 'Search parts, brands, part numbers' }: SearchBoxProps) {
  const route = useRoute();
  const navigation = useNavigation();
  const routeKeyword = route.name === 'search' ? parseSearchState(route.query).keyword : '';
  const [value, setValue] = useState(routeKeyword);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { options } = useSearchOptions(value, focused);
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  // The box shows the searched words of the page (back/forward, a shared link) unless the shopper is typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(routeKeyword);
  }, [routeKeyword]);

  // A new list starts with nothing chosen.
  const optionKeys = options.map((o) => o.key).join('|');
  useEffect(() => setActiveIndex(-1), [optionKeys]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: SearchOption) => {
    if (option.keyword) setValue(option.keyword);
    close();
    navigation.navigate(option.to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0) {
      choose(options[active]!);
      return;
    }
    const keyword = value.trim().replace(/\s+/g, ' ');
    close();
    navigation.navigate(keyword ? keywordHref(keyword) : '/search');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          if (count > 0) setActiveIndex(0);
        } else setActiveIndex((i) => (i + 1 >= count ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          if (count > 0) setActiveIndex(count - 1);
        } else setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  return (
    <Form role="search" action="/search" onSubmit={submit} data-testid="search-box">
      <label>
        <VisuallyHidden>Search parts</VisuallyHidden>
        <input
          ref={inputRef}
          name="keyword"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={value}
          maxLength={200}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setFocused(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setFocused(false);
            close();
          }}
          onKeyDown={onKeyDown}
          data-testid="header-search-input"
        />
      </label>
      <Submit type="submit" aria-label="Search">
        <SearchIcon />
        <span className="text">Search</span>
      </Submit>
      <Popup role="listbox" id={listboxId} aria-label="Search suggestions" hidden={!expanded}>
        {expanded &&
          grouped(options).map(([group, entries]) => (
            <div role="group" key={group} aria-labelledby={`${id}-${group.replace(/\W+/g, '-')}`}>
              <p className="group-label" role="presentation" id={`${id}-${group.replace(/\W+/g, '-')}`}>
                {group}
              </p>
              {entries.map(({ option, index }) => (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keep the focus in the input: the click chooses, the blur does not close first.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => index !== active && setActiveIndex(index)}
                >
                  {option.imageUrl && <img src={option.imageUrl} alt="" width={32} height={32} loading="lazy" />}
                  <span>{option.label}</span>
                </div>
              ))}
            </div>
          ))}
      </Popup>
      <VisuallyHidden aria-live="polite">{expanded ? `${options.length} suggestion${options.length === 1 ? '' : 's'} available.` : ''}</VisuallyHidden>
    </Form>
  );
}
