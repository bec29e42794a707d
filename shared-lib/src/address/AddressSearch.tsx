import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { colors, radii, useApi, useMarket, type Market, type PlaceDetail } from '@axlebay/shared-lib';
import { fetchPlaceDetail, searchPlaces, type PlaceOption } from './area-api';

/** The search starts after this many characters and this pause in typing. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 250;

const Box = styled.div`
  position: relative;
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  ul {
    position: absolute;
    z-index: 2;
    top: 100%;
    left: 0;
    right: 0;
    margin: 4px 0 0;
    padding: 4px 0;
    list-style: none;
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    max-height: 264px;
    overflow-y: auto;
  }
  li {
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: 0 12px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${colors.surface};
    outline: 2px solid ${colors.focus};
    outline-offset: -2px;
  }
  small {
    color: ${colors.textMuted};
    font-size: 14px;
    min-height: 20px;
  }
`;

/**
 * The address search (spec §7 area-dict auto-complete and place detail): as the shopper types a
 * postal code or a city, matching places are offered in a listbox; choosing one fills city, state and
 * postal code. A combobox: arrows move, Enter chooses, Escape closes. `market` is the country searched
 * (default: the shop's market).
 */
export function AddressSearch({ onPlace, market: country }: { onPlace: (place: PlaceDetail) => void; market?: Market }) {
  const api = useApi();
  const shopMarket = useMarket();
  const market = country ?? shopMarket;
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const latest = useRef(0);

  useEffect(() => {
    const wanted = keyword.trim();
    const request = ++latest.current;
    if (wanted.length < ADDRESS_SEARCH_MIN_CHARS) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => {
      searchPlaces(api, wanted, market).then(
        (found) => {
          if (request !== latest.current) return;
          setSuggestions(found);
          setActive(found.length ? 0 : -1);
          setOpen(found.length > 0);
          setStatus(found.length ? `${found.length} place${found.length === 1 ? '' : 's'} found` : 'No matching place. Please fill in the fields below.');
        },
        () => request === latest.current && setStatus('The address search is not available. Please fill in the fields below.'),
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, market, keyword]);

  const choose = async (suggestion: PlaceOption) => {
    setOpen(false);
    setKeyword(suggestion.label);
    latest.current++;
    try {
      onPlace(await fetchPlaceDetail(api, suggestion.placeId));
      setStatus(`Filled in from ${suggestion.label}`);
    } catch {
      setStatus('This place could not be loaded. Please fill in the fields below.');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (event.key === 'Enter' && open && suggestions[active]) {
      event.preventDefault();
      void choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  return (
    <Box>
      <label htmlFor={id}>Find your address</label>
      <input
        id={id}
        role="combobox"
        type="search"
        autoComplete="off"
        placeholder={`${market.postalCodeLabel} or city`}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={`${id}-status`}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Matching places" hidden={!open}>
        {suggestions.map((s, index) => (
          <li
            key={s.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(s)}
          >
            {s.label}
          </li>
        ))}
      </ul>
      <small id={`${id}-status`} role="status">
        {status}
      </small>
    </Box>
  );
}
