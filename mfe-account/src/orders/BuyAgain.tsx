import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, ButtonLink, colors, formatCount, radii, useApi, useExposedModule, useRemoteProps, useSession, type BuyerOrderLine, type CartStoreModule } from '@axlebay/shared-lib';
import { buyAgain, CART_UNAVAILABLE_TEXT, type BuyAgainResult } from './buy-again';

const Outcome = styled.div`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  padding: 12px 16px;
  display: grid;
  gap: 8px;
  justify-items: start;
  p,
  ul {
    margin: 0;
  }
`;

type State = { step: 'idle' | 'busy' } | { step: 'done'; result: BuyAgainResult } | { step: 'failed' };

/** "Buy again": the order's lines back into the cart, then the way to the cart and what could not be added. */
export function BuyAgain({ lines }: { lines: readonly BuyerOrderLine[] }) {
  const cart = useExposedModule<CartStoreModule>('cart-checkout', 'cart-store');
  const { persisted } = useRemoteProps();
  const api = useApi();
  const session = useSession();
  const [state, setState] = useState<State>({ step: 'idle' });

  const run = async () => {
    if (cart.status !== 'ready') return setState({ step: 'failed' });
    setState({ step: 'busy' });
    try {
      setState({ step: 'done', result: await buyAgain(cart.module.cartStore({ api, session, persisted }), lines) });
    } catch {
      setState({ step: 'failed' });
    }
  };

  const waiting = cart.status === 'idle' || cart.status === 'loading';
  return (
    <>
      <Button type="button" onClick={() => void run()} disabled={waiting || state.step === 'busy'} aria-busy={state.step === 'busy'}>
        {state.step === 'busy' ? 'Adding to cart…' : 'Buy again'}
      </Button>
      <div role="status" className="buy-again-result" data-testid="buy-again-result">
        {state.step === 'failed' && <p>{CART_UNAVAILABLE_TEXT}</p>}
        {state.step === 'done' && <BuyAgainOutcome result={state.result} />}
      </div>
    </>
  );
}

function BuyAgainOutcome({ result }: { result: BuyAgainResult }) {
  return (
    <Outcome>
      {result.addedCount > 0 ? (
        <p>
          {formatCount(result.addedCount)} {result.addedCount === 1 ? 'item was' : 'items were'} added to your cart.
        </p>
      ) : (
        <p>Nothing could be added to your cart.</p>
      )}
      {result.notAdded.length > 0 && (
        <ul aria-label="Not added">
          {result.notAdded.map(({ line, reason }) => (
            <li key={`${line.skuId}-${line.itemType}-${line.bundleId ?? 0}`}>
              {line.title}: {reason}
            </li>
          ))}
        </ul>
      )}
      {result.addedCount > 0 && <ButtonLink to="/shopCart">Go to cart</ButtonLink>}
    </Outcome>
  );
}
