import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, INVOICE_API, INVOICE_NOT_PAID, type Invoice } from '@axlebay/shared-lib';
import { recordingSession, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { InvoicePage } from './InvoicePage';

const pages = { printInvoice: InvoicePage };
const buyer = { accountId: 100021, email: 'ada@example.com', nickname: 'Ada', zipCode: '94105', emailVerified: true, useFirstDiscount: false, points: 0 };

/** An invoice as the API answers it (contract Invoice): two lines, a coupon, points, shipping, California tax. */
const invoice: Invoice = {
  invoiceNo: 'INV-AXB00001042',
  orderNo: 'AXB00001042',
  status: 'PAID',
  issuedAt: '2026-11-20T15:04:00.000Z',
  placedAt: '2026-11-20T15:03:00.000Z',
  currency: 'USD',
  seller: { name: 'Axlebay', address: '1200 Market St, Wilmington, DE 19801, USA', phone: '+1 (302) 555-0142', emails: ['support@axlebay.example', 'partners@axlebay.example'] },
  billTo: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    address: { firstName: 'Ada', lastName: 'Lovelace', phone: '4155550123', country: 'US', state: 'CA', city: 'San Francisco', address1: '1 Market St', postalCode: '94105' },
  },
  shipTo: { firstName: 'Ada', lastName: 'Lovelace', phone: '4155550123', country: 'US', state: 'CA', city: 'San Francisco', address1: '1 Market St', postalCode: '94105' },
  lines: [
    { title: '2019-2023 Toyota RAV4 Front Ceramic Brake Pads', partNumber: 'AXS-BP10231', quantity: 2, unitPriceCent: 4599, lineDiscountCent: 0, lineTotalCent: 9198 },
    { title: 'LED Headlight Bulbs H11, Pair', partNumber: 'AXS-HL20077', quantity: 1, unitPriceCent: 123456, lineDiscountCent: 0, lineTotalCent: 123456 },
  ],
  subtotalCent: 132654,
  deductions: [
    { label: 'ACTION12: 12% off', amountCent: 15918 },
    { label: 'Points redeemed (100 points)', amountCent: 100 },
  ],
  shipping: { label: 'Standard Shipping', amountCent: 0 },
  taxes: [{ label: 'Sales tax (CA 7.25%)', amountCent: 8456 }],
  totalCent: 125092,
  paymentMethod: 'stripe',
};

function setup(orderId: string | undefined, answer: unknown) {
  const scripted = scriptedApi(orderId ? { [`GET ${INVOICE_API.invoice(orderId)}`]: answer } : {});
  const rendered = renderRoute(pages, 'printInvoice', {}, orderId ? { orderId } : {}, { api: scripted.api, session: recordingSession(buyer) });
  return { ...scripted, ...rendered };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the invoice page', () => {
  it('shows the seller, the buyer, each line and the totals from the API in the order currency', async () => {
    const { calls } = setup('AXB00001042', invoice);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-AXB00001042' })).toBeInTheDocument();
    expect(calls).toEqual([['GET', '/order/buyer/order/AXB00001042/invoice', undefined]]);

    expect(screen.getByTestId('invoice-seller')).toHaveTextContent('1200 Market St, Wilmington, DE 19801, USA');
    expect(screen.getByTestId('invoice-seller')).toHaveTextContent('support@axlebay.example');
    expect(screen.getByTestId('invoice-bill-to')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('invoice-bill-to')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('invoice-ship-to')).toHaveTextContent('San Francisco, CA 94105');
    expect(screen.getByTestId('invoice-ship-to')).toHaveTextContent('(415) 555-0123');
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('INV-AXB00001042');

    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Qty', 'Unit price', 'Amount']);
    const rows = screen.getAllByTestId('invoice-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2019-2023 Toyota RAV4 Front Ceramic Brake PadsPart number AXS-BP10231', '2', '$45.99', '$91.98']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['LED Headlight Bulbs H11, PairPart number AXS-HL20077', '1', '$1,234.56', '$1,234.56']);

    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('$1,326.54');
    expect(screen.getByRole('rowheader', { name: 'ACTION12: 12% off' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-deduction-0')).toHaveTextContent('-$159.18');
    expect(screen.getByTestId('invoice-deduction-1')).toHaveTextContent('-$1.00');
    expect(screen.getByRole('rowheader', { name: 'Shipping (Standard Shipping)' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-shipping')).toHaveTextContent('$0.00');
    expect(screen.getByRole('rowheader', { name: 'Sales tax (CA 7.25%)' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-tax-0')).toHaveTextContent('$84.56');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$1,250.92');
    expect(screen.getByText(/All amounts in US dollars \(USD\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/myAccount/orderHistory/orderDetail?orderNo=AXB00001042');
  });

  it('shows Canadian dollars for a Canadian order', async () => {
    setup('AXB00001043', { ...invoice, orderNo: 'AXB00001043', invoiceNo: 'INV-AXB00001043', currency: 'CAD', taxes: [{ label: 'HST (ON 13%)', amountCent: 15162 }] });
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('CA$1,250.92');
    expect(screen.getByTestId('invoice-tax-0')).toHaveTextContent('CA$151.62');
    expect(screen.getByText(/Canadian dollars \(CAD\)/)).toBeInTheDocument();
  });

  it('Print opens the browser print dialog, and only when pressed; the toolbar stays off paper', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    setup('AXB00001042', invoice);
    const button = await screen.findByRole('button', { name: 'Print' });
    expect(print).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(button.closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByTestId('invoice').closest('[data-print-hide]')).toBeNull();
  });

  it('says the invoice was not found for an order that is not the buyer\'s (404), and for a missing number', async () => {
    setup('AXB00009999', new ApiError({ code: 404, message: 'This order does not exist', status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-not-found')).toHaveTextContent('belongs to another account');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('without an order number asks nothing of the API', async () => {
    const { calls } = setup(undefined, undefined);
    expect(await screen.findByTestId('invoice-not-found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('explains that an unpaid order has no invoice yet and links back to it', async () => {
    setup('AXB00001044', new ApiError({ code: 409, message: INVOICE_NOT_PAID, status: 409 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'No invoice yet' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-not-paid')).toHaveTextContent('This order has no invoice yet: it has not been paid.');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/myAccount/orderHistory/orderDetail?orderNo=AXB00001044');
  });

  it('a failed load says so with Try again, and Try again loads it', async () => {
    let attempt = 0;
    setup('AXB00001042', () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError({ code: 503, message: 'Service unavailable', status: 503 });
      return invoice;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('$1,250.92');
  });

  it('shows a loading state while the answer is on its way', async () => {
    setup('AXB00001042', () => new Promise(() => undefined));
    expect(await screen.findByRole('status', { name: 'Loading the invoice' })).toBeInTheDocument();
  });
});
