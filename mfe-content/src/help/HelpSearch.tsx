import styled from '@emotion/styled';
import { Button, colors, Link, radii, space, TextField, useApi, useApiData, useMarket, useNavigation, useRoute } from '@axlebay/shared-lib';
import { FAQ_KEYWORD_MAX, type FaqSearchResult } from './help-contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { questionHref, searchFaq } from './help-api';
import { searchSummary } from './search-summary';

/** Typing waits this long before asking (results as you type without a call per key). */
export const SEARCH_DEBOUNCE_MS = 250;
export const KEYWORD_REQUIRED = 'Please enter a question or a few words to search for';
const KEYWORD_TOO_LONG = `Search words must be at most ${FAQ_KEYWORD_MAX} characters`;
const SEARCH_FAILED = 'The search could not be completed. Please try again.';

const SearchForm = styled.form`
  display: grid;
  gap: ${space(2)};
  grid-template-columns: 1fr auto;
  align-items: end;
  max-width: 720px;
  > div {
    margin: 0;
  }
  button {
    margin-bottom: 22px;
  }
`;

const Results = styled.ol`
  list-style: none;
  margin: ${space(2)} 0 0;
  padding: 0;
  max-width: 720px;
  li {
    border-bottom: 1px solid ${colors.border};
    padding: ${space(3)} 0;
  }
  a {
    font-weight: 600;
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${colors.textMuted};
    font-size: 14px;
  }
`;

const Summary = styled.p`
  margin: ${space(2)} 0 0;
  min-height: 1.5em;
  border-radius: ${radii.sm};
`;

interface Shown {
  keyword: string;
  result?: FaqSearchResult | null;
  error?: string;
}

const snippet = (answer: string) => (answer.length > 160 ? `${answer.slice(0, 157).trimEnd()}…` : answer);

/**
 * The help centre's search over the questions. Without scripts it is a GET form to `/help?keyword=`,
 * answered on the server; with them, results follow the typing (debounced) and the count is
 * announced politely.
 */
export function HelpSearch() {
  const api = useApi();
  const market = useMarket();
  const navigation = useNavigation();
  const { query } = useRoute();
  const asked = (query.keyword ?? '').trim().replace(/\s+/g, ' ');
  const askedOk = asked && [...asked].length <= FAQ_KEYWORD_MAX;
  const served = useApiData(`${market.shopId}:help-search:${askedOk ? asked : ''}`, () => (askedOk ? searchFaq(api, asked) : Promise.resolve(null)), SEARCH_FAILED);
  const [text, setText] = useState(asked);
  const [typed, setTyped] = useState(false);
  const [live, setLive] = useState<Shown>();
  const form = useRef<HTMLFormElement>(null);

  // A new address (submitted, or back and forward) shows its own search.
  useEffect(() => {
    setText(asked);
    setTyped(false);
    setLive(undefined);
  }, [asked]);

  useEffect(() => {
    if (!typed) return;
    const keyword = text.trim().replace(/\s+/g, ' ');
    if ([...keyword].length < 2) return setLive({ keyword: '' });
    if ([...keyword].length > FAQ_KEYWORD_MAX) return setLive({ keyword, error: KEYWORD_TOO_LONG });
    let stale = false;
    const timer = window.setTimeout(() => {
      searchFaq(api, keyword).then(
        (result) => !stale && setLive({ keyword, result }),
        (error: unknown) => !stale && setLive({ keyword, error: error instanceof Error && error.message ? error.message : SEARCH_FAILED }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, typed, api]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = text.trim().replace(/\s+/g, ' ');
    if (!keyword) {
      setLive({ keyword: '', error: KEYWORD_REQUIRED });
      (form.current?.elements.namedItem('keyword') as HTMLInputElement | null)?.focus();
      return;
    }
    navigation.navigate(`/help?keyword=${encodeURIComponent(keyword)}`);
  };

  const shown: Shown | undefined = live ?? (asked ? { keyword: asked, result: served.data, error: askedOk ? served.error : KEYWORD_TOO_LONG } : undefined);
  const fieldError = shown?.error === KEYWORD_REQUIRED || shown?.error === KEYWORD_TOO_LONG ? shown.error : undefined;
  const hits = shown?.result?.list ?? [];

  return (
    <section aria-labelledby="help-search-title" data-testid="help-search">
      <h2 id="help-search-title">Search the questions</h2>
      <SearchForm ref={form} role="search" aria-label="Help center" action="/help" method="get" onSubmit={submit} noValidate>
        <TextField
          label="Your question or a few words"
          name="keyword"
          type="search"
          autoComplete="off"
          maxLength={FAQ_KEYWORD_MAX}
          value={text}
          error={fieldError}
          onChange={(e) => {
            setText(e.target.value);
            setTyped(true);
          }}
        />
        <Button type="submit">Search questions</Button>
      </SearchForm>
      <Summary role="status" data-testid="help-search-summary">
        {shown && !fieldError ? searchSummary(shown) : ''}
      </Summary>
      {hits.length > 0 && (
        <Results aria-label={`Questions matching ${shown!.keyword}`}>
          {hits.map((hit) => (
            <li key={hit.handle}>
              <Link to={questionHref(hit.handle)}>{hit.question}</Link>
              <p>
                {hit.groupTitle} · {snippet(hit.answer)}
              </p>
            </li>
          ))}
        </Results>
      )}
      {shown?.result && hits.length === 0 && (
        <p>
          Try other words, browse the topics below, or <Link to="/help/feedback">send us a message</Link>.
        </p>
      )}
    </section>
  );
}
