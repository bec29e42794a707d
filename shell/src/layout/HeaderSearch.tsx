import styled from '@emotion/styled';
import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';
import { colors, headerSearchButtonLook, headerSearchFormLook, layout, VisuallyHidden, type NavigationService } from '@axlebay/shared-lib';
import { CategoryMenu } from './category-menu/CategoryMenu';
import { DeferredExposed } from './DeferredExposed';

const Row = styled.div`
  position: relative;
  height: ${layout.searchRowHeight}px;
  background: ${colors.header};
  border-top: 1px solid rgb(255 255 255 / 0.12);
`;

const Inner = styled.div`
  max-width: ${layout.maxWidth}px;
  height: 100%;
  margin: 0 auto;
  padding: 6px 12px;
  display: flex;
  gap: 8px;
  /* The search (the shell's form, or the box's parcel wrapper) takes the rest of the row. */
  > :last-child {
    flex: 1;
    min-width: 0;
    height: 100%;
  }
`;

const Form = styled.form`
  ${headerSearchFormLook}
  button {
    ${headerSearchButtonLook}
  }
`;

/** The shell's own search form: works before catalog's search box arrives, and without it. */
function FallbackSearch({ navigation, onWanted, inputRef }: { navigation: NavigationService; onWanted: () => void; inputRef: RefObject<HTMLInputElement | null> }) {
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = keyword.trim();
    navigation.navigate(q ? `/search?keyword=${encodeURIComponent(q)}` : '/search');
  };
  return (
    <Form role="search" onSubmit={submit} action="/search">
      <label>
        <VisuallyHidden>Search parts</VisuallyHidden>
        <input
          ref={inputRef}
          name="keyword"
          type="search"
          placeholder="Search parts, brands, part numbers"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPointerEnter={() => !keyword && onWanted()}
          data-testid="header-search-input"
        />
      </label>
      <button type="submit">Search</button>
    </Form>
  );
}

/** The header's search row: the category menu, then catalog's exposed `./search-box` (suggestions), or the shell's form. */
export function HeaderSearch({ navigation }: { navigation: NavigationService }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const typing = useCallback(() => document.activeElement === inputRef.current || Boolean(inputRef.current?.value), []);
  return (
    <Row>
      <Inner>
        <CategoryMenu />
        <DeferredExposed
          remote="catalog"
          expose="search-box"
          navigation={navigation}
          deferWhile={typing}
          fallback={(want) => <FallbackSearch navigation={navigation} onWanted={want} inputRef={inputRef} />}
        />
      </Inner>
    </Row>
  );
}
