import styled from '@emotion/styled';
import { colors, formatCount, formatMoney, Link, mq, type BuyerOrderDetail } from '@axlebay/shared-lib';
import { LineImage } from './LineImage';
import { productHref, reviewHref } from './order-api';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  li {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: 12px;
  }
  .about {
    display: grid;
    gap: 4px;
  }
  .muted {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  .amount {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${mq.md} {
    .about {
      grid-template-columns: 1fr auto;
      column-gap: 16px;
    }
    .amount {
      grid-column: 2;
      grid-row: 1;
      text-align: right;
    }
  }
`;

/** The order's lines as bought: picture, title (to the product page), part number, price × count, line total. */
export function OrderLines({ order }: { order: BuyerOrderDetail }) {
  const delivered = order.status === 'DELIVERED';
  return (
    <Lines aria-label="Items">
      {order.lines.map((line) => (
        <li key={`${line.skuId}-${line.itemType}-${line.bundleId ?? 0}`} data-testid="order-line">
          <LineImage src={line.mainImage} size={72} />
          <div className="about">
            <Link to={productHref(line.urlHandle)}>{line.title}</Link>
            <span className="amount" data-testid="line-total">
              {formatMoney(line.lineTotalCent, order.currency)}
            </span>
            <span className="muted">Part number {line.partNumber}</span>
            <span className="muted">
              {formatMoney(line.unitPriceCent, order.currency)} × {formatCount(line.itemCount)}
              {line.lineDiscountCent > 0 ? ` · you saved ${formatMoney(line.lineDiscountCent, order.currency)}` : ''}
            </span>
            {!line.onSale && <span className="muted">No longer sold</span>}
            {delivered && (
              <Link to={reviewHref(line.urlHandle)} aria-label={`Write a review of ${line.title}`}>
                Write a review
              </Link>
            )}
          </div>
        </li>
      ))}
    </Lines>
  );
}
