import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ORDER_HISTORY_API, type BuyerOrderPage, type BuyerOrderSummary } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { OrderHistoryPage } from './OrderHistoryPage';

const pages = { orderHistory: OrderHistoryPage };

function summary(n: number, extra: Partial<BuyerOrderSummary> = {}): BuyerOrderSummary {
  return {
    orderNo: `AXB0000${1000 + n}`,
    placedAt: `2026-11-${String(10 + n).padStart(2, '0')}T15:30:00.000Z`,
    status: 'PAID',
    currency: 'USD',
    totalCent: 123456 + n,
    itemCount: 3,
    lineCount: 2,
    lines: [
      { title: 'Ceramic Front Brake Pads Set', urlHandle: 'ceramic-front-brake-pads', mainImage: 'https://img.test/pads.svg', itemCount: 2 },
      { title: 'Cabin Air Filter', urlHandle: 'cabin-air-filter', itemCount: 1 },
    ],
    ...extra,
  };
}

function setup(answer: BuyerOrderPage | Error | ((params: unknown) => BuyerOrderPage), query: Record<string, string> = {}) {
  const scripted = scriptedApi({ [`GET ${ORDER_HISTORY_API.list}`]: answer });
  return { ...scripted, ...renderRoute(pages, 'orderHistory', {}, query, { api: scripted.api }) };
}

describe('order history page', () => {
  it('lists each order with its number, date, total in its currency, state and first items', async () => {
    setup({ list: [summary(2, { status: 'SHIPPED', currency: 'CAD' }), summary(1)], total: 2, page: 1, size: 10 });
    const cards = await screen.findAllByTestId('order-summary');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Order AXB00001002' })).toHaveAttribute('href', '/myAccount/orderHistory/orderDetail?orderNo=AXB00001002');
    expect(first.getByTestId('order-total')).toHaveTextContent('CA$1,234.58');
    expect(first.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(first.getByText(/^Placed Nov 12, 2026/)).toBeInTheDocument();
    expect(first.getByText('Ceramic Front Brake Pads Set × 2')).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('order-total')).toHaveTextContent('$1,234.57');
    expect(within(cards[1]!).getByTestId('order-status')).toHaveTextContent('Processing');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Order history pages' })).not.toBeInTheDocument();
  });

  it('asks for the page and state in the URL and links the other pages and filters', async () => {
    const { calls } = setup({ list: [summary(1, { status: 'DELIVERED' })], total: 25, page: 2, size: 10 }, { page: '2', status: 'DELIVERED' });
    await screen.findAllByTestId('order-summary');
    expect(calls).toEqual([['GET', ORDER_HISTORY_API.list, { page: 2, size: 10, status: 'DELIVERED' }]]);
    expect(screen.getByTestId('history-page')).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/myAccount/orderHistory?status=DELIVERED');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/myAccount/orderHistory?status=DELIVERED&page=3');
    const filter = screen.getByRole('navigation', { name: 'Show orders by state' });
    expect(within(filter).getByRole('link', { name: 'Delivered' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/myAccount/orderHistory');
    expect(within(filter).getByRole('link', { name: 'To pay' })).toHaveAttribute('href', '/myAccount/orderHistory?status=TO_PAY');
  });

  it('ignores a page or state in the URL it cannot use', async () => {
    const { calls } = setup({ list: [summary(1)], total: 1, page: 1, size: 10 }, { page: 'two', status: 'LOST' });
    await screen.findAllByTestId('order-summary');
    expect(calls[0]![2]).toEqual({ page: 1, size: 10 });
  });

  it('has a friendly empty state with a way to shop', async () => {
    setup({ list: [], total: 0, page: 1, size: 10 });
    const empty = await screen.findByTestId('history-empty');
    expect(empty).toHaveTextContent('You have not placed any orders yet.');
    expect(within(empty).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('an empty filter offers all orders instead', async () => {
    setup({ list: [], total: 0, page: 1, size: 10 }, { status: 'CANCELLED' });
    const empty = await screen.findByTestId('history-empty');
    expect(within(empty).getByRole('link', { name: 'Show all orders' })).toHaveAttribute('href', '/myAccount/orderHistory');
  });

  it('shows loading, then the reason of a failure with Try again', async () => {
    let fail = true;
    setup(() => {
      if (fail) throw new ApiError({ code: 503, message: 'The shop is busy. Please try again.', status: 503 });
      return { list: [summary(1)], total: 1, page: 1, size: 10 };
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order history');
    expect(await screen.findByText('The shop is busy. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('order-summary')).toHaveLength(1);
  });

  it('says it is loading while the answer is on its way', async () => {
    setup(() => new Promise<BuyerOrderPage>(() => undefined) as unknown as BuyerOrderPage);
    expect(await screen.findByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
  });
});
