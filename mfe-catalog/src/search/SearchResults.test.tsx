import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import { answer, civic, corolla, emptyAnswer, item, SEARCH } from './test-answers';

afterEach(() => {
  act(() => bus.publish('vehicle.changed', null));
});

function searchPage(query: Record<string, string>, answers: Record<string, unknown>) {
  const scripted = scriptedApi(answers);
  const rendered = renderRoute(pages, 'search', {}, query, { api: scripted.api });
  return { ...rendered, ...scripted };
}

const searchCalls = (calls: Array<[string, string, unknown]>) => calls.filter(([m, p]) => `${m} ${p}` === SEARCH).map(([, , params]) => params);

describe('search page', () => {
  it('searches the keyword for the current vehicle (fit only) and shows cards with badge slot and add to cart', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls } = searchPage({ keyword: 'brake' }, { [SEARCH]: answer() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "brake"');
    expect(document.title).toBe('brake - Search results | Axlebay');
    const cards = await screen.findAllByTestId('item-card');
    expect(cards).toHaveLength(2);
    expect(searchCalls(calls)).toEqual([{ keyword: 'brake', attributeValueId: 41313, fitOnly: true, sort: 'BEST_MATCH', page: 1, size: 24 }]);
    expect(screen.getByTestId('result-count')).toHaveTextContent('42 results for “brake”');
    expect(screen.getByTestId('vehicle-chip')).toHaveTextContent('Showing parts for 2018 Toyota Corolla');
    // The fit badge slot is there (vehicle's parcel is not loaded in unit tests) and the card links its product.
    expect(within(cards[0]!).getByRole('link', { name: /Front Ceramic Brake Pads/ })).toHaveAttribute('href', '/product/part-1');
    expect(within(cards[0]!).getByRole('button', { name: /^Add to cart ?: 2018 Toyota Corolla Front Ceramic Brake Pads$/ })).toBeEnabled();
    // Not ON_SHELVES: not purchasable.
    expect(within(cards[1]!).getByRole('button', { name: /^Not available ?: Universal Brake Cleaner$/ })).toBeDisabled();
    expect(within(cards[1]!).getByText('Sold out')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('$45.99')).toBeInTheDocument();
  });

  it('removes the vehicle chip: parts for all vehicles, kept in the URL', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { navigation } = searchPage({ keyword: 'brake' }, { [SEARCH]: answer() });
    await screen.findAllByTestId('item-card');
    await userEvent.click(screen.getByRole('button', { name: 'Show parts for all vehicles, not only the 2018 Toyota Corolla' }));
    expect(navigation.calls).toEqual(['navigate /search?keyword=brake&allVehicles=1']);
  });

  it('with ?allVehicles=1 asks for every vehicle (fit counts still for the vehicle) and offers to narrow again', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls, navigation } = searchPage({ keyword: 'brake', allVehicles: '1', page: '2' }, { [SEARCH]: answer() });
    await screen.findAllByTestId('item-card');
    expect(searchCalls(calls)[0]).toMatchObject({ attributeValueId: 41313, fitOnly: false, page: 2 });
    expect(screen.getByTestId('vehicle-chip')).toHaveTextContent('Showing parts for all vehicles.');
    await userEvent.click(screen.getByRole('button', { name: 'Only parts for my 2018 Toyota Corolla' }));
    expect(navigation.calls).toEqual(['navigate /search?keyword=brake']);
  });

  it('searches again when the shopper changes vehicle', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls } = searchPage({ keyword: 'brake' }, { [SEARCH]: answer() });
    await screen.findAllByTestId('item-card');
    act(() => bus.publish('vehicle.changed', civic));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
    expect(searchCalls(calls)[1]).toMatchObject({ attributeValueId: 777, fitOnly: true });
    await waitFor(() => expect(screen.getByTestId('vehicle-chip')).toHaveTextContent('2015 Honda Civic'));
  });

  it('toggles facets, price and sort through the URL, back to page 1', async () => {
    const { navigation } = searchPage({ keyword: 'brake', page: '3', sort: 'best-rating' }, { [SEARCH]: answer() });
    await screen.findAllByTestId('item-card');
    const panel = screen.getByTestId('facet-panel');
    await userEvent.click(within(panel).getByLabelText('Lumatrek (17)'));
    await userEvent.click(within(panel).getByLabelText('Brake Rotors (12)'));
    await userEvent.click(within(panel).getByLabelText('$25 to $50 (20)'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Lowest Price');
    expect(navigation.calls).toEqual([
      'navigate /search?keyword=brake&sort=best-rating&brand=3',
      'navigate /search?keyword=brake&sort=best-rating&category=602',
      'navigate /search?keyword=brake&sort=best-rating&price=25-50',
      'navigate /search?keyword=brake&sort=lowest-price',
    ]);
    // Ranges without parts are not offered.
    expect(within(panel).queryByLabelText(/\$500 and up/)).toBeNull();
  });

  it('offers the six sorts with their labels, the current one selected', async () => {
    searchPage({ keyword: 'brake', sort: 'most-reviews' }, { [SEARCH]: answer() });
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Best Match', 'Best Selling', 'Lowest Price', 'Highest Price', 'Best Rating', 'Most Reviews']);
    expect(select.value).toBe('most-reviews');
    await screen.findAllByTestId('item-card');
  });

  it('restores a shared link: chosen facets checked, chips removable, sent to the API', async () => {
    const { calls, navigation } = searchPage({ keyword: 'brake', brand: '3', price: '25-50', sort: 'highest-price' }, { [SEARCH]: answer() });
    await screen.findAllByTestId('item-card');
    expect(searchCalls(calls)[0]).toMatchObject({ brandIds: [3], minPrice: 2500, maxPrice: 4999, sort: 'HIGHEST_PRICE' });
    expect(screen.getByLabelText('Lumatrek (17)')).toBeChecked();
    expect(screen.getByLabelText('$25 to $50 (20)')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brand: Lumatrek' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(navigation.calls).toEqual(['navigate /search?keyword=brake&sort=highest-price&price=25-50', 'navigate /search?keyword=brake&sort=highest-price']);
  });

  it('pages with real links that keep the query', async () => {
    searchPage({ keyword: 'brake', sort: 'best-selling', page: '2' }, { [SEARCH]: answer({ total: 100 }) });
    await screen.findAllByTestId('item-card');
    const pagesNav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pagesNav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?keyword=brake&sort=best-selling');
    expect(within(pagesNav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?keyword=brake&sort=best-selling&page=3');
    expect(within(pagesNav).getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(within(pagesNav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/search?keyword=brake&sort=best-selling&page=5');
  });

  it('a new page of results starts at the top, the focus on the results (not lost with the old list)', async () => {
    const { navigation } = searchPage({ keyword: 'brake', page: '2' }, { [SEARCH]: answer({ total: 100 }) });
    await screen.findAllByTestId('item-card');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
    expect(navigation.calls).toEqual(['navigate /search?keyword=brake&page=3']);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByTestId('search-results')).toHaveFocus();
    scrollTo.mockRestore();
  });

  it('says when it shows results for a corrected keyword, and offers a likely spelling', async () => {
    searchPage({ keyword: 'headlite' }, { [SEARCH]: answer({ didYouMean: 'headlight', showingResultsFor: 'headlight' }) });
    expect(await screen.findByTestId('showing-results-for')).toHaveTextContent('Showing results for headlight. No parts matched “headlite”.');
    expect(screen.getByTestId('result-count')).toHaveTextContent('42 results for “headlight”');
  });

  it('offers "did you mean" when the keyword found only a few parts', async () => {
    searchPage({ keyword: 'brak pads' }, { [SEARCH]: answer({ total: 2, didYouMean: 'brake pads' }) });
    const notice = await screen.findByTestId('did-you-mean');
    expect(within(notice).getByRole('link', { name: 'brake pads' })).toHaveAttribute('href', '/search?keyword=brake+pads');
  });

  it('empty with filters and a vehicle: remove a filter, all vehicles, change vehicle, categories', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { navigation } = searchPage({ keyword: 'brake', brand: '3', category: '601' }, { [SEARCH]: emptyAnswer({ didYouMean: 'brakes' }), 'GET /item/public/buyer/collection/tree/list': [], 'GET /item/public/buyer/brand/all': [{ id: 3, name: 'Lumatrek', urlHandle: 'lumatrek' }] });
    const empty = await screen.findByTestId('empty-results');
    expect(empty).toHaveTextContent('No parts match “brake” for your 2018 Toyota Corolla with the chosen filters.');
    // The chosen brand is named from the brand list when the answer has no facet for it.
    await userEvent.click(await within(empty).findByRole('button', { name: 'Remove Brand: Lumatrek' }));
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await userEvent.click(within(empty).getByRole('button', { name: 'Show parts for all vehicles' }));
    expect(navigation.calls).toEqual(['navigate /search?keyword=brake&category=601', 'navigate /search?keyword=brake', 'navigate /search?keyword=brake&category=601&brand=3&allVehicles=1']);
    expect(within(empty).getByRole('link', { name: 'Search for “brakes” instead' })).toHaveAttribute('href', '/search?keyword=brakes');
    expect(within(empty).getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/categories');
    // Change vehicle mounts vehicle's compact selector; unreachable here, so its fallback links the garage.
    await userEvent.click(within(empty).getByRole('button', { name: 'Change vehicle' }));
    expect(await within(empty).findByRole('link', { name: 'Change your vehicle in My garage' })).toHaveAttribute('href', '/myGarage');
  });

  it('empty without a vehicle: no vehicle advice, the way back to categories', async () => {
    searchPage({ keyword: 'zzzz' }, { [SEARCH]: emptyAnswer() });
    const empty = await screen.findByTestId('empty-results');
    expect(empty).toHaveTextContent('No parts match “zzzz”.');
    expect(within(empty).queryByRole('button', { name: /vehicle/i })).toBeNull();
    expect(screen.getByTestId('vehicle-chip')).toHaveTextContent('Add your vehicle to see what fits');
  });

  it('a failed search shows the reason with Try again; a vehicle the API no longer knows gets the spec message', async () => {
    let fail = true;
    searchPage({ keyword: 'brake' }, { [SEARCH]: () => (fail ? Promise.reject(new ApiError({ code: 500, status: 500, message: 'Search is resting' })) : answer()) });
    expect(await screen.findByText(/Search is resting/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('item-card')).toHaveLength(2);
  });

  it('a vehicle the API no longer knows: the spec §5 message', async () => {
    act(() => bus.publish('vehicle.changed', { ...corolla, attributeValueId: '99999999' }));
    searchPage({ keyword: 'brake' }, { [SEARCH]: new ApiError({ code: 400, status: 400, message: 'attributeValueId 99999999 is not a known vehicle' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The vehicle model has been removed. Please add a new vehicle model.');
  });

  it('keeps the facets in a collapsible panel (the toggle is for screens under 992 px)', async () => {
    searchPage({ keyword: 'brake', brand: '3' }, { [SEARCH]: answer({ list: [item(1, 'Pads')] }) });
    await screen.findAllByTestId('item-card');
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByTestId('facet-panel').id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
