import styled from '@emotion/styled';
import { useCallback, useMemo, useState } from 'react';
import { colors, formatMoney, LoadingArea, mq, useBusState, useMarket, useNavigation, usePostalCode, type CartLine } from '@axlebay/shared-lib';
import { lineKey } from '../cart/cart-api';
import { useQuote } from '../quote/use-quote';
import type { AddOnItem } from './add-on-items';
import { AddOnItems } from './AddOnItems';
import { linesRevision, pageLines } from './cart-lines';
import { CHECKOUT_PATH } from './cart-page-texts';
import { CartLineItem } from './CartLineItem';
import { EmptyCart } from './EmptyCart';
import { MobileBarSpacer, MobileCheckoutBar } from './MobileCheckoutBar';
import { SummaryPanel } from './SummaryPanel';
import { UnavailableGroup } from './UnavailableGroup';
import { UndoBar } from './UndoBar';
import { useCartPing } from './use-cart-ping';
import { useCouponCode, useCouponState } from './use-coupon';
import { useFitStatuses } from './use-fit-statuses';
import { usePageCart } from './use-page-cart';

import { useUndoRemove } from './use-undo-remove';

/** Mobile first: one column; from 768 px lines | summary, the summary sticky. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
  }
  .side {
    ${mq.md} {
      position: sticky;
      top: 16px;
    }
  }
  .lines {
    list-style: none;
    margin: 0;
    padding: 0;
    border-top: 1px solid ${colors.border};
  }
`;

/**
 * The cart page `/shopCart` (spec §2, §3 Cart/Price, §4, §5, §8, §9): the lines in the store's order,
 * the unavailable ones in their own group, the quote's totals with delivery estimate and coupon,
 * add-on items, and an empty state that helps on.
 */
export function CartView() {
  const market = useMarket();
  const navigation = useNavigation();
  const vehicle = useBusState('vehicle.changed');
  const { store, state, loaded } = usePageCart();
  const { postal, setPostalCode } = usePostalCode();
  const postalCode = postal.postCode;
  const couponCode = useCouponCode();
  const revision = linesRevision(state.lines);
  const hasLines = state.lines.length > 0;
  const request = useMemo(
    () => (loaded && hasLines && couponCode.restored ? { cartUUID: state.cartUUID ?? null, couponCode: couponCode.code, postalCode } : null),
    [loaded, hasLines, couponCode.restored, state.cartUUID, couponCode.code, postalCode],
  );
  const { quote, loading, error, refresh } = useQuote(request, { revision });
  const coupon = useCouponState(couponCode, quote, !loading);
  const { removed, remove, undo } = useUndoRemove(store);
  const lines = pageLines(state.lines, quote);
  const available = lines.filter((l) => l.purchasable);
  const unavailable = lines.filter((l) => !l.purchasable);
  const fit = useFitStatuses(
    available.map((l) => l.line.itemId),
    vehicle,
  );
  useCartPing(store, state.cartUUID, state.lines);
  const [removingAll, setRemovingAll] = useState(false);

  const currency = quote?.currency ?? market.currency;
  const checkout = useCallback(() => navigation.navigate(CHECKOUT_PATH), [navigation]);
  const setCount = (line: CartLine, count: number) => void store?.setCount(line, count);
  const removeAll = async () => {
    if (!store) return;
    setRemovingAll(true);
    await store.removeMany(unavailable.map((l) => l.line));
    setRemovingAll(false);
  };
  const addOn = (item: AddOnItem) => void store?.add({ itemId: item.itemId, skuId: item.skuId, count: 1 });

  if (!loaded) return <LoadingArea label="Loading your cart" />;

  const undoBar = removed && <UndoBar key={lineKey(removed)} title={removed.title || `Item ${removed.itemId}`} onUndo={() => void undo()} />;
  if (!hasLines) {
    return (
      <>
        {undoBar}
        <EmptyCart />
      </>
    );
  }

  const row = (l: (typeof lines)[number]) => (
    <CartLineItem key={l.key} page={l} currency={currency} vehicle={vehicle} fit={fit.get(l.line.itemId)} onCount={(n) => setCount(l.line, n)} onRemove={() => void remove(l.line)} />
  );
  const purchasable = available.length > 0;
  return (
    <>
      <Columns>
        <div>
          {available.length > 0 && (
            <ul className="lines" aria-label="Items in your cart" data-testid="cart-lines">
              {available.map(row)}
            </ul>
          )}
          {undoBar}
          {unavailable.length > 0 && (
            <UnavailableGroup count={unavailable.length} onRemoveAll={() => void removeAll()} busy={removingAll}>
              {unavailable.map(row)}
            </UnavailableGroup>
          )}
          <AddOnItems onAdd={addOn} />
        </div>
        <div className="side">
          <SummaryPanel
            quote={quote}
            loading={loading}
            error={error}
            onRetry={refresh}
            coupon={coupon}
            postal={postal}
            onPostalCode={setPostalCode}
            purchasable={purchasable}
            onCheckout={checkout}
          />
        </div>
      </Columns>
      <MobileBarSpacer />
      <MobileCheckoutBar total={quote ? formatMoney(quote.totalCent, quote.currency) : undefined} purchasable={purchasable} onCheckout={checkout} />
    </>
  );
}
