import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError, bus, CA_MARKET, routeByName, type RemoteParcelProps, type RouteName } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import { answer, civic, corolla, SEARCH } from '../search/test-answers';
import type { TreeNode } from './catalog-directory';

const TREE = 'GET /item/public/buyer/collection/tree/list';
const BRANDS = 'GET /item/public/buyer/brand/all';
const CHOICES = 'GET /item/public/attr/value/child/car-model';
const VEHICLE_ID = 'GET /item/public/buyer/car-model/vehicle-id';
const MAKES = 'GET /item/public/attr/value/car-model/makes';
const SEO = 'POST /shopping-guide/public/seo/v2';
const VEHICLE_CATEGORIES = 'GET /search/public/buyer/category/vehicle-categories';

const seoOf = (name: string, handle: string) => ({
  title: `${name} | Aftermarket Auto Parts | Axlebay`,
  description: `Shop ${name.toLowerCase()} for your car.`,
  h1: `Aftermarket ${name}`,
  underTitleText: `Find ${name.toLowerCase()} that fit your vehicle`,
  underTitleTextUrl: `/${handle}`,
  bottomText: `Every ${name.toLowerCase()} order ships fast.`,
  bottomTextUrl: '/help/faq',
});

const categories: TreeNode[] = [
  {
    id: 100,
    name: 'Lighting',
    urlHandle: 'lighting',
    level: 1,
    seo: seoOf('Lighting', 'lighting'),
    children: [
      { id: 101, name: 'Headlights', urlHandle: 'headlights', level: 2, seo: seoOf('Headlights', 'headlights'), children: [] },
      { id: 103, name: 'Fog Lights', urlHandle: 'fog-lights', level: 2, seo: seoOf('Fog Lights', 'fog-lights'), children: [] },
    ],
  },
  { id: 600, name: 'Brakes', urlHandle: 'brakes', level: 1, children: [{ id: 601, name: 'Brake Pads', urlHandle: 'brake-pads', level: 2, children: [] }] },
];

const collections: TreeNode[] = [{ id: 1, name: 'Deals', urlHandle: 'deals', level: 1, children: [{ id: 2, name: 'Top Deals', urlHandle: 'top-deals', level: 2, children: [] }] }];

const brands = [
  { id: 3, name: 'Lumatrek', urlHandle: 'lumatrek', logoUrl: 'http://api.test/brand/3.svg' },
  { id: 13, name: 'Apexion', urlHandle: 'apexion' },
  { id: 19, name: 'Brakeline Pro', urlHandle: 'brakeline-pro' },
];

// Taxonomy choices: years 2019 (id 1) and 2018 (id 2); makes below them; models below 2019 Mazda.
const choices = (params: unknown) => {
  const { level, parentId } = params as { level?: number; parentId?: number };
  if (level === 1) return [{ id: 1, value: '2019' }, { id: 2, value: '2018' }];
  if (parentId === 1) return [{ id: 10, value: 'Mazda' }, { id: 11, value: 'Mercedes-Benz' }, { id: 12, value: 'Toyota' }];
  if (parentId === 2) return [{ id: 20, value: 'Fisker' }, { id: 21, value: 'Toyota' }, { id: 22, value: 'Land Rover' }];
  if (parentId === 10) return [{ id: 100, value: 'CX-5' }, { id: 101, value: 'MX-5 Miata' }];
  return [];
};

// The API's make list: the years' make lists above joined, each make once.
const makes = ['Mazda', 'Mercedes-Benz', 'Toyota', 'Fisker', 'Land Rover'].map((value) => ({ value, text: value, level: 2 }));

const vehicleId = (params: unknown) => {
  const { year, make, model } = params as { year: string; make: string; model: string };
  const key = `${year}|${make.toLowerCase()}|${model.toLowerCase()}`;
  if (key === '2018|toyota|corolla') return { year: { id: 36717, name: '2018' }, make: { id: 41282, name: 'Toyota' }, model: { id: 41313, name: 'Corolla' }, attributeValueId: 41313, level: 3 };
  if (key === '2019|mazda|cx-5') return { year: { id: 1, name: '2019' }, make: { id: 10, name: 'Mazda' }, model: { id: 100, name: 'CX-5' }, attributeValueId: 100, level: 3 };
  throw new ApiError({ code: 404, status: 404, message: 'There are no items available for your current vehicle model at present.' });
};

function api(overrides: Record<string, unknown> = {}) {
  return scriptedApi({
    [TREE]: (params: unknown) => ((params as { type?: string } | undefined)?.type === 'COLLECTION' ? collections : categories),
    [BRANDS]: brands,
    [CHOICES]: choices,
    [MAKES]: makes,
    [VEHICLE_ID]: vehicleId,
    [SEARCH]: answer(),
    [SEO]: new ApiError({ code: 404, status: 404, message: 'not there yet' }),
    ...overrides,
  });
}

function page(name: RouteName, params: Record<string, string>, query: Record<string, string> = {}, overrides: Record<string, unknown> = {}, props: Partial<RemoteParcelProps> = {}) {
  const scripted = api(overrides);
  const def = routeByName(name);
  // The pathname the shell would match (renderRoute alone passes the pattern).
  const pathname = def.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? '');
  const route = { name, page: def.page, pattern: def.path, pathname, params, query };
  const rendered = renderRoute(pages, name, params, query, { api: scripted.api, route, ...props });
  return { ...rendered, ...scripted };
}

const callsTo = (calls: Array<[string, string, unknown]>, key: string) => calls.filter(([m, p]) => `${m} ${p}` === key).map(([, , body]) => body);
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

afterEach(() => {
  act(() => bus.publish('vehicle.changed', null));
});

describe('category pages', () => {
  it('lists the category for the current vehicle, with the SEO lookup texts and a breadcrumb ending disabled', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const seo = { title: 'LED and Halogen Headlights', description: 'Headlights that fit.', keywords: ['headlights', 'headlamps'], h1: 'Headlights', underTitleText: 'Bright, legal, plug and play.', bottomText: 'Free returns for 90 days.' };
    const { calls } = page('category', { urlHandle: 'headlights' }, {}, { [SEO]: seo });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ categoryIds: [101], attributeValueId: 41313, fitOnly: true });
    expect(callsTo(calls, SEO)).toEqual([{ url: '/headlights', shopId: 2022, pageType: 'CATEGORY' }]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Headlights'));
    expect(screen.getByText('Bright, legal, plug and play.')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-text')).toHaveTextContent('Free returns for 90 days.');
    expect(document.title).toBe('LED and Halogen Headlights | Axlebay');
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'headlights, headlamps');
    expect(breadcrumb().getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/lighting');
    expect(breadcrumb().getByText('Headlights')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('vehicle-chip')).toHaveTextContent('Showing parts for 2018 Toyota Corolla');
  });

  it('describes the breadcrumb it shows as JSON-LD BreadcrumbList', async () => {
    page('category', { urlHandle: 'headlights' });
    await waitFor(() => expect(breadcrumb().getByRole('link', { name: 'Lighting' })).toBeInTheDocument());
    await waitFor(() => {
      const [list] = Array.from(document.querySelectorAll('script[type="application/ld+json"][data-page-head]'), (s) => JSON.parse(s.textContent ?? ''));
      expect(list).toMatchObject({ '@type': 'BreadcrumbList' });
      expect(list.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
        { '@type': 'ListItem', position: 2, name: 'Lighting', item: 'http://localhost/lighting' },
        { '@type': 'ListItem', position: 3, name: 'Headlights', item: 'http://localhost/headlights' },
      ]);
    });
  });

  it('falls back to the category tree SEO texts, then its own, when the SEO lookup fails (spec §8)', async () => {
    page('category', { urlHandle: 'headlights' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aftermarket Headlights'));
    expect(document.title).toBe('Headlights | Aftermarket Auto Parts | Axlebay');
    expect(await screen.findByTestId('bottom-text')).toHaveTextContent('Every headlights order ships fast.');
    // The bottom text links where the SEO data says; the lead's link would point at this page itself.
    expect(screen.getByRole('link', { name: 'Every headlights order ships fast.' })).toHaveAttribute('href', '/help/faq');
    expect(screen.getByText('Find headlights that fit your vehicle').tagName).not.toBe('A');
  });

  it('a department links its categories, keeping the vehicle in the URL', async () => {
    page('categoryYear', { urlHandle: 'lighting', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' });
    const nav = await screen.findByRole('navigation', { name: 'Categories in this department' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/headlights/toyota/corolla/2018', '/fog-lights/toyota/corolla/2018']);
  });

  it('resolves a year/make/model URL to the vehicle and keeps a vehicle heading over a generic SEO one', async () => {
    act(() => bus.publish('vehicle.changed', civic));
    const { calls } = page('categoryYear', { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' }, {}, { [SEO]: { h1: 'Aftermarket Headlights', title: 'Headlights | Axlebay', description: 'Generic.' } });
    // The heading is there from the first paint, from the URL.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2018 Toyota Corolla Headlights');
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, VEHICLE_ID)).toEqual([{ year: '2018', make: 'toyota', model: 'corolla' }]);
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ categoryIds: [101], attributeValueId: 41313, fitOnly: true });
    await waitFor(() => expect(callsTo(calls, SEO)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2018 Toyota Corolla Headlights');
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Generic.'));
    expect(document.title).toBe('2018 Toyota Corolla Headlights | Axlebay');
    // The URL's vehicle, not the shopper's Civic; removing it goes to the category without a vehicle.
    const chip = screen.getByTestId('vehicle-chip');
    expect(chip).toHaveTextContent('Showing parts for 2018 Toyota Corolla');
    expect(within(chip).getByRole('link', { name: /Show parts for all vehicles/ })).toHaveAttribute('href', '/headlights');
    // The fit count names the page's vehicle too: the cards' badges speak of the shopper's own.
    expect(within(screen.getByRole('list', { name: 'Fit status counts', hidden: true })).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('Fits the 2018 Toyota Corolla: 38');
    expect(breadcrumb().getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/lighting', '/headlights', '/headlights/toyota', '/headlights/toyota/corolla']);
    expect(breadcrumb().getByText('2018')).toHaveAttribute('aria-current', 'page');
  });

  it('a vehicle page takes the SEO heading that names the vehicle, and its title is that heading', async () => {
    const seo = {
      pageType: 'CATEGORY_YEAR',
      title: '2018 Toyota Corolla Headlights | Aftermarket Auto Parts | Axlebay',
      description: 'Shop headlights for the 2018 Toyota Corolla.',
      h1: 'Headlights for the 2018 Toyota Corolla',
      underTitleText: 'Parts that fit your 2018 Toyota Corolla',
    };
    page('categoryYear', { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018' }, {}, { [SEO]: seo });
    await screen.findAllByTestId('item-card');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Headlights for the 2018 Toyota Corolla'));
    expect(document.title).toBe('Headlights for the 2018 Toyota Corolla | Axlebay');
    expect(screen.getByText('Parts that fit your 2018 Toyota Corolla')).toBeInTheDocument();
  });

  it('finds a model whose name keeps its dash (cx-5) by walking that year’s choices', async () => {
    const { calls } = page('categoryYear', { urlHandle: 'headlights', makeValue: 'mazda', modelValue: 'cx-5', yearValue: '2019' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, VEHICLE_ID)).toEqual([
      { year: '2019', make: 'mazda', model: 'cx 5' },
      { year: '2019', make: 'Mazda', model: 'CX-5' },
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2019 Mazda CX-5 Headlights');
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ attributeValueId: 100 });
  });

  it('a make URL narrows by the make name; the current vehicle applies only when it is that make', async () => {
    act(() => bus.publish('vehicle.changed', civic));
    const { calls } = page('categoryMake', { urlHandle: 'brake-pads', makeValue: 'toyota' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ keyword: 'Toyota', categoryIds: [601] });
    expect((callsTo(calls, SEARCH)[0] as { attributeValueId?: number }).attributeValueId).toBeUndefined();
    expect(screen.getByTestId('vehicle-chip')).toHaveTextContent('Showing Toyota parts for every vehicle: your 2015 Honda Civic is not a Toyota.');
    act(() => bus.publish('vehicle.changed', corolla));
    await waitFor(() => expect(callsTo(calls, SEARCH).at(-1)).toMatchObject({ keyword: 'Toyota', attributeValueId: 41313 }));
  });

  it('asks the shell for the 404 page for an unknown category, make or vehicle', async () => {
    const unknownCategory = page('category', { urlHandle: 'definitely-not-a-category' });
    await waitFor(() => expect(unknownCategory.navigation.calls).toEqual(['notFound']));
    unknownCategory.unmount();
    const constructor = page('category', { urlHandle: 'constructor' });
    await waitFor(() => expect(constructor.navigation.calls).toEqual(['notFound']));
    constructor.unmount();
    const unknownVehicle = page('categoryYear', { urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'flyingcar', yearValue: '2018' });
    await waitFor(() => expect(unknownVehicle.navigation.calls).toEqual(['notFound']));
    unknownVehicle.unmount();
    const unknownMake = page('categoryMake', { urlHandle: 'headlights', makeValue: 'zeppelin' });
    await waitFor(() => expect(unknownMake.navigation.calls).toEqual(['notFound']));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the reason and Try again when the category tree cannot be loaded (not a 404)', async () => {
    const { navigation } = page('category', { urlHandle: 'headlights' }, {}, { [TREE]: new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error' }) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(navigation.calls).toEqual([]);
  });
});

describe('brand, make, collection and parts pages', () => {
  it('/brands lists the API brands A–Z by initial', async () => {
    page('brands', {});
    const directory = await screen.findByTestId('brand-directory');
    expect(within(directory).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['A', 'B', 'L']);
    expect(within(directory).getByRole('link', { name: 'Lumatrek' })).toHaveAttribute('href', '/brands/lumatrek');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop by brand');
  });

  it('/brands/[brand] lists the brand’s parts without a vehicle filter or brand facet; unknown → 404', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls } = page('brand', { brand: 'lumatrek' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEARCH)[0]).toEqual({ brandIds: [3], sort: 'BEST_MATCH', page: 1, size: 24 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lumatrek parts');
    expect(screen.queryByTestId('vehicle-chip')).toBeNull();
    expect(within(screen.getByTestId('facet-panel')).queryByRole('group', { name: 'Brand' })).toBeNull();
    expect(callsTo(calls, SEO)).toEqual([{ url: '/brands/lumatrek', shopId: 2022, pageType: 'BRAND' }]);
  });

  it('an SEO answer for a page the lookup cannot name (DEFAULT) leaves the page’s own texts', async () => {
    const { calls } = page('brand', { brand: 'lumatrek' }, {}, { [SEO]: { pageType: 'DEFAULT', title: 'Shop Aftermarket Auto Parts Online | Axlebay', description: 'Default.', h1: '' } });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEO)).toHaveLength(1);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.title).toBe('Lumatrek parts | Axlebay');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Lumatrek parts');
  });

  it('/brands/[brand]/[urlHandle] needs both to exist', async () => {
    const { calls } = page('brandCategory', { brand: 'apexion', urlHandle: 'fog-lights' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ brandIds: [13], categoryIds: [103] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apexion Fog Lights');
    const missing = page('brandCategory', { brand: 'apexion', urlHandle: 'nope' });
    await waitFor(() => expect(missing.navigation.calls).toEqual(['notFound']));
  });

  it('/makes lists every make of the taxonomy from one call, the current vehicle’s make first', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls } = page('makes', {});
    const directory = await screen.findByTestId('make-directory');
    expect(callsTo(calls, MAKES)).toHaveLength(1);
    expect(callsTo(calls, CHOICES)).toEqual([]);
    const names = within(directory).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['Toyota parts', 'Fisker', 'Land Rover', 'Mazda', 'Mercedes-Benz', 'Toyota']);
    expect(within(directory).getByRole('link', { name: 'Land Rover' })).toHaveAttribute('href', '/makes/land-rover');
  });

  it('/makes/[make]/[urlHandle] lists the make’s parts of the category for a vehicle of that make', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls } = page('makeCategory', { make: 'toyota', urlHandle: 'brake-pads' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ keyword: 'Toyota', categoryIds: [601], attributeValueId: 41313 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Toyota Brake Pads');
    // The make comes from the one make list, not from the years' choices.
    expect(callsTo(calls, MAKES)).toHaveLength(1);
    expect(callsTo(calls, CHOICES)).toEqual([]);
    const unknown = page('make', { make: 'zeppelin' });
    await waitFor(() => expect(unknown.navigation.calls).toEqual(['notFound']));
    expect(callsTo(unknown.calls, MAKES)).toHaveLength(1);
  });

  it('/makes/[make] finds a make of earlier years only', async () => {
    page('make', { make: 'fisker' });
    await screen.findAllByTestId('item-card');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fisker parts');
  });

  it('/collection/[urlHandle] lists the collection with its parent in the breadcrumb', async () => {
    const { calls } = page('collection', { urlHandle: 'top-deals' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(calls, SEARCH)[0]).toMatchObject({ collectionIds: [2] });
    expect(breadcrumb().getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/collection/deals');
    expect(breadcrumb().getByText('Top Deals')).toHaveAttribute('aria-current', 'page');
  });

  it('/parts/[uncertain] is a category when the handle is one, else the words are searched', async () => {
    const category = page('partsUncertain', { uncertain: 'brake-pads' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(category.calls, SEARCH)[0]).toMatchObject({ categoryIds: [601] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brake Pads');
    category.unmount();
    const words = page('partsUncertain', { uncertain: 'wiper-blades' });
    await screen.findAllByTestId('item-card');
    expect(callsTo(words.calls, SEARCH)[0]).toMatchObject({ keyword: 'wiper blades' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wiper Blades');
  });

  it('/categories shows the tree with how many parts fit the current vehicle', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { calls } = page('categories', {}, {}, { [VEHICLE_CATEGORIES]: { list: [{ id: 100, count: 9, children: [{ id: 101, count: 7, children: [] }] }] } });
    const directory = await screen.findByTestId('category-directory');
    await waitFor(() => expect(within(directory).getByRole('link', { name: 'Headlights 7' })).toHaveAttribute('href', '/headlights'));
    expect(within(directory).getByRole('link', { name: 'Fog Lights 0' })).toBeInTheDocument();
    expect(callsTo(calls, VEHICLE_CATEGORIES)).toEqual([{ attributeValueId: '41313' }]);
  });

  it('is noindex on the Canada market (shop 2023)', async () => {
    page('brand', { brand: 'lumatrek' }, {}, {}, { market: CA_MARKET });
    await screen.findAllByTestId('item-card');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });
});

describe('tracking (spec §7)', () => {
  it('a category page publishes view_category with the category id once its results are in', async () => {
    const tracked: unknown[] = [];
    const sub = bus.on('track').subscribe((t) => tracked.push(t));
    page('category', { urlHandle: 'headlights' });
    await screen.findAllByTestId('item-card');
    await waitFor(() => expect(tracked).toContainEqual({ name: 'view_category', props: { categoryId: 101, resultCount: 42 } }));
    expect(tracked.filter((t) => (t as { name: string }).name === 'search')).toEqual([]);
    sub.unsubscribe();
  });
});
