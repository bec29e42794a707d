import { useEffect, useState } from 'react';
import { useApi, useMarket, type ApiClient } from '@axlebay/shared-lib';
import { searchUrl, EMPTY_SEARCH_STATE } from './search-state';

export const SUGGESTIONS_API = '/item/public/buyer/associative/top-search-box';
export const HOT_WORDS_API = '/search/public/suggestion/hot-words/list';
/** Spec §9: search events are debounced 300 ms; suggestions wait as long after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** The API takes at most 100 characters. */
const MAX_KEYWORD = 100;

/** `GET /item/public/buyer/associative/top-search-box` list entry. */
export interface Suggestion {
  type: 'KEYWORD' | 'CATEGORY' | 'BRAND' | 'ITEM' | string;
  text: string;
  id?: number;
  urlHandle?: string;
  imageUrl?: string;
}

export interface HotWord {
  word: string;
  rank?: number;
}

/** One option of the search box's list. */
export interface SearchOption {
  key: string;
  group: string;
  label: string;
  /** Where choosing it goes. */
  to: string;
  /** For keyword options: the words to put in the box. */
  keyword?: string;
  imageUrl?: string;
}

export const keywordHref = (keyword: string) => searchUrl('/search', {}, { ...EMPTY_SEARCH_STATE, keyword });

const GROUPS: Record<string, string> = { KEYWORD: 'Suggestions', CATEGORY: 'Categories', BRAND: 'Brands', ITEM: 'Products' };

/** A suggestion → where it leads: keywords search, categories/brands/products open their page. */
export function suggestionOption(s: Suggestion, index: number): SearchOption | null {
  const text = s.text?.trim();
  if (!text) return null;
  const handle = s.urlHandle?.trim();
  const base = { key: `${s.type}-${s.id ?? index}-${text}`, group: GROUPS[s.type] ?? 'Suggestions', label: text, ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}) };
  if (s.type === 'CATEGORY' && handle) return { ...base, to: `/${handle}` };
  if (s.type === 'BRAND' && handle) return { ...base, to: `/brands/${handle}` };
  if (s.type === 'ITEM' && handle) return { ...base, to: `/product/${handle}` };
  return { ...base, to: keywordHref(text), keyword: text };
}

export function hotWordOption(h: HotWord): SearchOption {
  return { key: `hot-${h.word}`, group: 'Popular searches', label: h.word, to: keywordHref(h.word), keyword: h.word };
}

// Hot words change with a new dataset only: one call per page life and API client.
const hotWords = new WeakMap<ApiClient, Map<number, Promise<HotWord[]>>>();

export function loadHotWords(api: ApiClient, shopId: number): Promise<HotWord[]> {
  let held = hotWords.get(api);
  if (!held) hotWords.set(api, (held = new Map()));
  let words = held.get(shopId);
  if (!words) {
    words = api.get<HotWord[]>(HOT_WORDS_API).then((list) => [...list].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)));
    held.set(shopId, words);
    words.catch(() => held!.delete(shopId));
  }
  return words;
}

/**
 * The options for what is typed: hot words while the box is empty, else the API's suggestions for
 * the words, asked 300 ms after the last keystroke (earlier answers for older words are dropped).
 * Nothing is asked while `active` is false (the box is not in use).
 */
export function useSearchOptions(typed: string, active: boolean): { options: SearchOption[]; pending: boolean } {
  const api = useApi();
  const market = useMarket();
  const keyword = typed.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD);
  const [hot, setHot] = useState<SearchOption[]>([]);
  const [answer, setAnswer] = useState<{ keyword: string; options: SearchOption[] }>({ keyword: '', options: [] });

  useEffect(() => {
    if (!active || keyword) return;
    let current = true;
    loadHotWords(api, market.shopId).then(
      (words) => current && setHot(words.map(hotWordOption)),
      () => undefined, // no popular searches: the box still searches
    );
    return () => {
      current = false;
    };
  }, [api, market.shopId, active, keyword]);

  useEffect(() => {
    if (!active || !keyword) return;
    let current = true;
    const timer = setTimeout(() => {
      api.get<{ list?: Suggestion[] }>(SUGGESTIONS_API, { keyword }).then(
        (result) => current && setAnswer({ keyword, options: (result?.list ?? []).map(suggestionOption).filter((o): o is SearchOption => o !== null) }),
        () => current && setAnswer({ keyword, options: [] }),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, market.shopId, active, keyword]);

  if (!keyword) return { options: active ? hot : [], pending: false };
  // The last answer stays while the next one is on its way (no flicker between keystrokes).
  return { options: answer.options, pending: answer.keyword !== keyword };
}
