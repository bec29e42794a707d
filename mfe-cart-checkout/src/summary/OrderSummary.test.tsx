import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { aQuote, STANDARD } from '../quote/quote-fixture';
import { OrderSummary } from './OrderSummary';

describe('OrderSummary', () => {
  it('shows every figure from the quote in its currency', () => {
    render(
      <OrderSummary
        quote={aQuote({
          currency: 'CAD',
          itemCount: 3,
          subtotalCent: 12000,
          savingsCent: 2500,
          discounts: [{ type: 'COUPON', code: 'SAVE10', label: 'SAVE10: 10% off', amountCent: 1200 }],
          discountCent: 1200,
          pointsUsed: 300,
          pointsCent: 300,
          shippingCent: 0,
          shippingOptions: [{ ...STANDARD, free: true, priceCent: 0 }],
          taxCent: 1404,
          taxLabel: 'HST',
          taxEstimated: true,
          totalCent: 11904,
        })}
      >
        <button type="button">Checkout</button>
      </OrderSummary>,
    );
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('CA$120.00');
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-savings')).toHaveTextContent('-CA$25.00');
    expect(screen.getByText('SAVE10: 10% off')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount-0')).toHaveTextContent('-CA$12.00');
    expect(screen.getByTestId('summary-points')).toHaveTextContent('-CA$3.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByText('Standard Shipping')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('CA$14.04');
    expect(screen.getByText('Est. HST')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('CA$119.04');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('shows the shipping amount, no savings row without savings, and tax at checkout without an estimate', () => {
    render(<OrderSummary quote={aQuote({ savingsCent: 0, shippingCent: 799 })} />);
    expect(screen.queryByTestId('summary-savings')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$7.99');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Tax calculated at checkout');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$47.99');
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
  });

  it('shows a known zero tax (an address without sales tax), and tax at checkout as the API labels it', () => {
    const { unmount } = render(<OrderSummary quote={aQuote({ taxLabel: 'Sales tax (OR 0%)' })} />);
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$0.00');
    expect(screen.getByText('Sales tax (OR 0%)')).toBeInTheDocument();
    unmount();
    render(<OrderSummary quote={aQuote({ taxLabel: 'Tax calculated at checkout' })} />);
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Tax calculated at checkout');
  });
});
