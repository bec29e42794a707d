import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { serverThenHydrate } from '../testing/server-then-hydrate';
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
    const area = serverThenHydrate(() => <CartCount seen={seen} />);
    const html = area.render();
    expect(html).toBe('<span>cart</span>');
    seen.length = 0;
    const container = await area.hydrate(html);
    expect(seen[0]).toBeUndefined();
    expect(container.textContent).toBe('3 in cart');
    expect(area.mismatches).toEqual([]);

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
