import styled from '@emotion/styled';
import { colors, formatMoney, Link, mq, VisuallyHidden, type CurrentVehicle } from '@axlebay/shared-lib';
import { PURCHASABLE_STATUS, lineTotalCent, maxCount, unitPrices, type PageLine } from './cart-lines';
import { statusReason } from './cart-page-texts';
import { LineFit } from './LineFit';
import { LineImage } from './LineImage';
import { LinePrice } from './LinePrice';
import { LineQuantity } from './LineQuantity';
import type { FitStatus } from './use-fit-statuses';

const Item = styled.li`
  display: flex;
  gap: 12px;
  padding: 16px 0;
  border-bottom: 1px solid ${colors.border};
  .body {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: 8px;
  }
  h3 {
    font-size: 16px;
    margin: 0;
    ${mq.md} {
      font-size: 18px;
    }
  }
  h3 a {
    color: ${colors.text};
  }
  .meta {
    margin: 0;
    color: ${colors.textMuted};
    font-size: 14px;
  }
  .bundle {
    display: inline-block;
    margin-right: 8px;
    padding: 0 8px;
    border: 1px solid ${colors.primary};
    border-radius: 999px;
    color: ${colors.primary};
    font-weight: 600;
  }
  .reason {
    margin: 0;
    color: ${colors.danger};
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .remove {
    min-height: 44px;
    min-width: 44px;
    padding: 0;
    font: inherit;
    color: ${colors.primary};
    background: none;
    border: 0;
    text-decoration: underline;
    cursor: pointer;
  }
  .remove:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .total {
    margin-left: auto;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export interface CartLineItemProps {
  page: PageLine;
  currency: string;
  vehicle: CurrentVehicle | null | undefined;
  fit: FitStatus | undefined;
  onCount: (count: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: picture, title (link to the product), part number, unit price (spec §5), quantity,
 * Remove, line total; fit badge and warnings. An unavailable line shows its reason instead of the
 * total (it is not counted, spec §4 Product status), and its quantity only when a lower count makes
 * it available again (on the shelf, more than the stock).
 */
export function CartLineItem({ page, currency, vehicle, fit, onCount, onRemove }: CartLineItemProps) {
  const { line, purchasable } = page;
  const title = line.title || page.priced?.title || `Item ${line.itemId}`;
  const partNumber = line.partNumber || page.priced?.partNumber;
  const urlHandle = line.urlHandle || page.priced?.urlHandle;
  const total = lineTotalCent(page);
  // The API puts the bundle's reason first and why a line cannot be bought last.
  const reasons = page.priced?.reasons ?? [];
  const reason = reasons.length > 0 ? reasons[reasons.length - 1]! : statusReason(line.status);
  // On the shelf but more than the stock: the shopper can fix it with the quantity.
  const countable = purchasable || line.status === PURCHASABLE_STATUS;
  return (
    <Item data-testid="cart-line" data-key={page.key}>
      <LineImage src={line.mainImage || page.priced?.mainImage} alt={title} />
      <div className="body">
        <h3>{urlHandle ? <Link to={`/product/${urlHandle}`}>{title}</Link> : title}</h3>
        <p className="meta">
          {line.bundleId != null && (
            <span className="bundle" data-testid="line-bundle" title={purchasable ? reasons[0] : undefined}>
              Bundle
            </span>
          )}
          {partNumber && <span data-testid="line-part-number">Part number: {partNumber}</span>}
        </p>
        <LinePrice {...unitPrices(page)} currency={currency} />
        {purchasable ? (
          <LineFit itemId={line.itemId} status={fit} vehicle={vehicle} carModel={line.carModel} />
        ) : (
          <p className="reason" data-testid="line-reason">
            {reason}
          </p>
        )}
        <div className="actions">
          {countable && <LineQuantity title={title} count={line.itemCount} max={maxCount(line)} onCount={onCount} />}
          <button type="button" className="remove" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </button>
          {purchasable && total !== undefined && (
            <span className="total">
              <VisuallyHidden>Line total </VisuallyHidden>
              <span data-testid="line-total">{formatMoney(total, currency)}</span>
            </span>
          )}
        </div>
      </div>
    </Item>
  );
}
