import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import { pageCount, parseReviewsQuery, reviewsHref } from './reviews-query';
import { itemDetail, reviewPage } from './test-items';

const DETAIL = 'GET /item/public/buyer/item/detail';
const REVIEWS = 'GET /item/public/buyer/item/review/list';
const SEARCH = 'GET /search-pro/public/items/filter-search';

const reviewsAnswer = (total: number) => (params: unknown) => {
  const { itemId, page, size } = params as { itemId: number; page: number; size: number };
  return reviewPage(itemId, page, size, total);
};

describe('reviews query', () => {
  it('reads itemId, urlHandle and page, leaving out what it cannot read', () => {
    expect(parseReviewsQuery({ itemId: '42', urlHandle: ' rotors ', page: '3' })).toEqual({ itemId: 42, urlHandle: 'rotors', page: 3 });
    expect(parseReviewsQuery({ itemId: 'abc', page: '0' })).toEqual({ page: 1 });
    expect(parseReviewsQuery({ itemId: '-1', page: '1001' })).toEqual({ page: 1 });
    expect(parseReviewsQuery({})).toEqual({ page: 1 });
  });

  it('builds links and counts pages', () => {
    expect(reviewsHref({ itemId: 42 })).toBe('/reviews?itemId=42');
    expect(reviewsHref({ itemId: 42, urlHandle: 'a b', page: 2 })).toBe('/reviews?itemId=42&urlHandle=a+b&page=2');
    expect(reviewsHref({ itemId: 42, page: 1 })).toBe('/reviews?itemId=42');
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});

describe('reviews page', () => {
  it('shows an item’s reviews by itemId, paged, with the rating summary', async () => {
    const { api, calls } = scriptedApi({ [REVIEWS]: reviewsAnswer(23) });
    renderRoute(pages, 'reviews', {}, { itemId: '1000158', page: '2' }, { api });
    const reviews = await screen.findByTestId('reviews');
    expect(within(reviews).getAllByTestId('review')).toHaveLength(10);
    expect(within(reviews).getAllByTestId('review')[0]).toHaveTextContent('Review 11');
    expect(within(reviews).getByTestId('rating-summary')).toHaveTextContent('4.2');
    expect(within(reviews).getByTestId('rating-summary')).toHaveTextContent('23 reviews');
    expect(within(reviews).getByRole('list', { name: 'Ratings by stars' })).toBeInTheDocument();
    const pager = within(reviews).getByTestId('reviews-pager');
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/reviews?itemId=1000158');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/reviews?itemId=1000158&page=3');
    expect(calls).toEqual([['GET', '/item/public/buyer/item/review/list', { itemId: 1000158, page: 2, size: 10 }]]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer reviews');
  });

  it('names the item when opened with its urlHandle and links back to it', async () => {
    const { api, calls } = scriptedApi({ [DETAIL]: itemDetail(), [REVIEWS]: reviewsAnswer(6) });
    renderRoute(pages, 'reviews', {}, { urlHandle: 'catera-rear-brake-rotors' }, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of 1997-2000 Cadillac Catera Rear Brake Rotors Pair, Geomet Coated' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('review')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/product/catera-rear-brake-rotors');
    expect(screen.queryByTestId('reviews-pager')).not.toBeInTheDocument();
    expect(calls.map(([, path, params]) => [path, params])).toEqual([
      ['/item/public/buyer/item/detail', { urlHandle: 'catera-rear-brake-rotors' }],
      ['/item/public/buyer/item/review/list', { itemId: 1000158, page: 1, size: 10 }],
    ]);
    await waitFor(() => expect(document.title).toBe('Reviews of 1997-2000 Cadillac Catera Rear Brake Rotors Pair, Geomet Coated | Axlebay'));
  });

  it('shows the default rating 4.6 for an item without reviews', async () => {
    const { api } = scriptedApi({ [REVIEWS]: reviewsAnswer(0) });
    renderRoute(pages, 'reviews', {}, { itemId: '7' }, { api });
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('4.6');
    expect(summary).toHaveTextContent('No reviews yet');
    expect(screen.getByText('No one has reviewed this part yet.')).toBeInTheDocument();
  });

  it('asks for the 404 page for an item that does not exist', async () => {
    const { api } = scriptedApi({ [REVIEWS]: new ApiError({ message: 'No item 99', status: 404, code: 404 }) });
    const { navigation } = renderRoute(pages, 'reviews', {}, { itemId: '99' }, { api });
    await waitFor(() => expect(navigation.calls).toEqual(['notFound']));
  });

  it('says why the reviews could not be loaded and retries', async () => {
    let fail = true;
    const { api } = scriptedApi({
      [REVIEWS]: (params: unknown) => {
        if (fail) throw new Error('Reviews are resting.');
        return reviewsAnswer(2)(params);
      },
    });
    renderRoute(pages, 'reviews', {}, { itemId: '7' }, { api });
    expect(await screen.findByText(/Reviews are resting\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('review')).toHaveLength(2);
  });

  it('without an item, offers the best-rated parts', async () => {
    const { api, calls } = scriptedApi({ [SEARCH]: { list: [{ ...itemDetail({ id: 3, title: 'Top rated mats' }), mainImage: null, ratingValue: 5, reviewCount: 40 }], total: 1, page: 1, size: 12 } });
    renderRoute(pages, 'reviews', {}, {}, { api });
    expect(await within(screen.getByTestId('best-rated')).findByText('Top rated mats')).toBeInTheDocument();
    expect(calls[0]).toEqual(['GET', '/search-pro/public/items/filter-search', { sort: 'BEST_RATING', size: 12 }]);
  });
});
