import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import type { RouteName } from '@axlebay/shared-lib';
import { SearchBox } from './SearchBox';
import { HOT_WORDS_API, SUGGEST_DEBOUNCE_MS, SUGGESTIONS_API, suggestionOption } from './suggestions';

const SUGGEST = `GET ${SUGGESTIONS_API}`;
const HOT = `GET ${HOT_WORDS_API}`;

const suggestions = (params: unknown) => {
  const keyword = (params as { keyword: string }).keyword;
  return {
    keyword,
    list: [
      { type: 'KEYWORD', text: `${keyword}e` },
      { type: 'CATEGORY', text: 'Brake Pads', id: 601, urlHandle: 'brake-pads' },
      { type: 'BRAND', text: 'Brakeline Pro', id: 19, urlHandle: 'brakeline-pro' },
      { type: 'ITEM', text: '2013-2015 GMC Terrain Rear Ceramic Brake Pads', id: 1000616, urlHandle: 'gmc-terrain-pads', imageUrl: 'http://api.test/i.svg' },
    ],
  };
};

const hotWords = [
  { word: 'tpms sensor', rank: 2 },
  { word: 'led headlights', rank: 1 },
];

function box(answers: Record<string, unknown> = { [SUGGEST]: suggestions, [HOT]: hotWords }, route: RouteName = 'home', query: Record<string, string> = {}) {
  const scripted = scriptedApi(answers);
  const rendered = renderRoute({ [route === 'search' ? 'search' : 'home']: SearchBox }, route, {}, query, { api: scripted.api });
  return { ...rendered, ...scripted, input: screen.getByRole('combobox', { name: 'Search parts' }) };
}

const suggestCalls = (calls: Array<[string, string, unknown]>) => calls.filter(([m, p]) => `${m} ${p}` === SUGGEST).map(([, , q]) => q);

describe('header search box', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('asks for suggestions once, 300 ms after the last keystroke', async () => {
    const { input, calls } = box();
    const u = user();
    await u.type(input, 'brak');
    expect(suggestCalls(calls)).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1);
    });
    expect(suggestCalls(calls)).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(suggestCalls(calls)).toEqual([{ keyword: 'brak' }]);
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['brake', 'Brake Pads', 'Brakeline Pro', '2013-2015 GMC Terrain Rear Ceramic Brake Pads']);
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
  });

  it('opens nothing when tabbed into, popular searches (hot words) on ArrowDown or a click', async () => {
    const { input, calls } = box();
    const u = user();
    await u.tab();
    expect(input).toHaveFocus();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await u.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await u.click(input);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['led headlights', 'tpms sensor']);
    expect(suggestCalls(calls)).toEqual([]);
  });

  it('moves through the options with the arrow keys and opens the chosen one with Enter', async () => {
    const { input, navigation } = box();
    const u = user();
    await u.type(input, 'brak');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    await screen.findByRole('listbox');
    await u.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await u.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps around to the last option.
    expect(input).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigation.calls).toEqual(['navigate /brake-pads']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without a chosen option searches the typed words; a keyword option fills the box', async () => {
    const { input, navigation } = box();
    const u = user();
    await u.type(input, '  led   bulbs {Enter}');
    expect(navigation.calls).toEqual(['navigate /search?keyword=led+bulbs']);
    await u.clear(input);
    await u.type(input, 'brak');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    await u.click(await screen.findByRole('option', { name: 'brake' }));
    expect(navigation.calls.at(-1)).toBe('navigate /search?keyword=brake');
    expect(input).toHaveValue('brake');
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    const { input } = box();
    const u = user();
    await u.type(input, 'brak');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    await screen.findByRole('listbox');
    await u.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('brak');
    await u.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('shows the keyword of the search page it is on, and still searches when suggestions fail', async () => {
    const { input, navigation } = box({ [SUGGEST]: new Error('down'), [HOT]: new Error('down') }, 'search', { keyword: 'fog lights', sort: 'lowest-price' });
    expect(input).toHaveValue('fog lights');
    const u = user();
    await u.type(input, ' pair');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigation.calls).toEqual(['navigate /search?keyword=fog+lights+pair']);
  });
});

describe('suggestionOption', () => {
  it('leads keywords to the search, categories, brands and products to their pages', () => {
    expect(suggestionOption({ type: 'KEYWORD', text: 'brake pads' }, 0)).toMatchObject({ to: '/search?keyword=brake+pads', keyword: 'brake pads', group: 'Suggestions' });
    expect(suggestionOption({ type: 'CATEGORY', text: 'Brakes', urlHandle: 'brakes' }, 1)).toMatchObject({ to: '/brakes', group: 'Categories' });
    expect(suggestionOption({ type: 'BRAND', text: 'Calibra Brake', urlHandle: 'calibra-brake' }, 2)).toMatchObject({ to: '/brands/calibra-brake', group: 'Brands' });
    expect(suggestionOption({ type: 'ITEM', text: 'Pads', urlHandle: 'pads-1' }, 3)).toMatchObject({ to: '/product/pads-1', group: 'Products' });
    expect(suggestionOption({ type: 'CATEGORY', text: 'No handle' }, 4)).toMatchObject({ to: '/search?keyword=No+handle' });
    expect(suggestionOption({ type: 'KEYWORD', text: '  ' }, 5)).toBeNull();
  });
});
