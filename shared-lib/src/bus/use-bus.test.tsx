import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationGate } from '../parcel/use-hydrated';
import { bus } from './global-bus';
import { useBusState } from './use-bus';

function CartCount({ seen }: { seen: Array<number | undefined> }) {
  const cart = useBusState('cart.updated');
  seen.push(cart?.count);
  return <span>{cart ? `${cart.count} in cart` : 'cart'}</span>;
}

describe('useBusState', () => {
  it('is undefined on the server and while the root hydrates, then the bus value, without a mismatch', async () => {
    bus.publish('cart.updated', { count: 3 });
    const seen: Array<number | undefined> = [];
    // jsdom has a document: the server's render is that of a root that has not hydrated yet.
    const html = renderToString(
      <HydrationGate hydrating>
        <CartCount seen={seen} />
      </HydrationGate>,
    );
    expect(html).toBe('<span>cart</span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    seen.length = 0;
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationGate hydrating>
          <CartCount seen={seen} />
        </HydrationGate>,
        { onRecoverableError: recoverable },
      );
    });
    expect(seen[0]).toBeUndefined();
    expect(container.textContent).toBe('3 in cart');
    expect(recoverable).not.toHaveBeenCalled();

    await act(async () => bus.publish('cart.updated', { count: 4 }));
    expect(container.textContent).toBe('4 in cart');
    container.remove();
  });

  it('renders the bus value at once in a root rendered afresh', () => {
    bus.publish('cart.updated', { count: 5 });
    const seen: Array<number | undefined> = [];
    render(<CartCount seen={seen} />);
    expect(seen).toEqual([5]);
    expect(screen.getByText('5 in cart')).toBeInTheDocument();
  });
});
