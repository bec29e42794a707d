import styled from '@emotion/styled';
import { useRef, useState, type RefObject } from 'react';
import { colors, formatMoney, radii, useMarket, useHydrated } from '@axlebay/shared-lib';
import { AddToCartButton } from '../cart/AddToCartButton';
import type { ItemDetail, LogisticsPlan } from './api';
import { DeliverTo } from './DeliverTo';
import { estimateDelivery, formatDeliveryRange, shippingCostText } from './delivery';
import { QuantityField } from './QuantityField';
import { StickyBuyBar } from './StickyBuyBar';
import { clampQuantity, maxQuantity, stockState } from './stock-status';

/** Spec §9: return window 90 days. */
export const RETURN_WINDOW_DAYS = 90;

const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  .stock {
    margin: 0;
    font-weight: 700;
  }
  .stock[data-tone='success'] {
    color: ${colors.success};
  }
  .stock[data-tone='danger'] {
    color: ${colors.danger};
  }
  .stock span {
    font-weight: 400;
    color: ${colors.text};
    margin-left: 8px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
    font-size: 14px;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

function planDays(plan: LogisticsPlan, currency: string): string {
  const range = typeof plan.minDays === 'number' && typeof plan.maxDays === 'number' ? (plan.minDays === plan.maxDays ? `${plan.minDays}` : `${plan.minDays}–${plan.maxDays}`) : '';
  const cost = plan.free ? 'free' : typeof plan.priceCent === 'number' ? formatMoney(plan.priceCent, currency) : '';
  return [plan.name || 'Shipping', range && `${range} business days`, cost].filter(Boolean).join(', ');
}

/** Stock status, quantity, add to cart (only ON_SHELVES), Est.Delivery, shipping plans and returns; on phones the sticky buy bar. */
export function BuyBox({ item, today = new Date(), pageEnd }: { item: ItemDetail; today?: Date; pageEnd?: RefObject<Element | null> }) {
  const market = useMarket();
  const stock = stockState(item.status, item.availableTotal);
  const max = maxQuantity(item.availableTotal);
  const [text, setText] = useState('1');
  const count = clampQuantity(text, max);
  const estimate = estimateDelivery(item.logisticsList, today);
  // Dates follow the shopper's own clock and time zone: shown once in the browser, not in the server's HTML.
  const mounted = useHydrated();
  const range = mounted ? formatDeliveryRange(estimate, market.locale) : undefined;
  const plans = (item.logisticsList ?? []).filter((p) => p && (p.name || p.code));
  const box = useRef<HTMLDivElement>(null);
  const currency = item.currency ?? item.discountPrice.currency ?? market.currency;
  return (
    <>
      <Box data-testid="product-buy" ref={box}>
        <p className="stock" data-testid="product-stock" data-status={item.status} data-purchasable={stock.purchasable} data-tone={stock.tone}>
          {stock.label}
          <span>{stock.detail}</span>
        </p>
        <div className="actions">
          {stock.purchasable && <QuantityField text={text} max={max} onChange={setText} />}
          <AddToCartButton itemId={item.id} skuId={item.skuId} title={item.title} count={count} purchasable={stock.purchasable} />
        </div>
        <DeliverTo />
        <dl>
          <dt>Est.Delivery</dt>
          <dd data-testid="product-delivery">
            {range ? `${range} · ` : ''}
            {estimate.plan}
            {shippingCostText(estimate, item.freeShippingThreshold, item.currency ?? market.currency)}
          </dd>
          {plans.length > 1 && (
            <>
              <dt>{market.logisticsTitle}</dt>
              <dd>
                {plans.map((p) => (
                  <div key={p.code ?? p.name}>{planDays(p, item.currency ?? market.currency)}</div>
                ))}
              </dd>
            </>
          )}
          <dt>Returns</dt>
          <dd>{RETURN_WINDOW_DAYS}-day returns</dd>
        </dl>
      </Box>
      <StickyBuyBar watch={box} end={pageEnd} title={item.title} priceCent={item.discountPrice.cent} currency={currency} itemId={item.id} skuId={item.skuId} count={count} purchasable={stock.purchasable} />
    </>
  );
}
