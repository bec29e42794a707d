import styled from '@emotion/styled';
import { colors, formatCount, formatMoney, Link, mq, radii, type BuyerOrderSummary } from '@axlebay/shared-lib';
import { orderTimeText } from '@axlebay/shared-lib/orders';
import { orderDetailHref } from './order-api';
import { LineImage } from './LineImage';
import { StatusBadge } from './StatusBadge';

const Card = styled.li`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: 16px;
  display: grid;
  gap: 12px;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .facts {
    margin: 0;
    color: ${colors.textMuted};
  }
  .total {
    font-weight: 700;
    color: ${colors.text};
    font-variant-numeric: tabular-nums;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ul li {
    display: grid;
    grid-template-columns: 56px 1fr;
    gap: 12px;
    align-items: center;
  }
  ${mq.md} {
    padding: 20px;
  }
`;

/** One order of the history: number, date, total, state and its first lines. */
export function OrderSummaryCard({ order }: { order: BuyerOrderSummary }) {
  const more = order.lineCount - order.lines.length;
  return (
    <Card data-testid="order-summary" aria-labelledby={`order-${order.orderNo}`}>
      <header>
        <h2 id={`order-${order.orderNo}`}>
          <Link to={orderDetailHref(order.orderNo)}>Order {order.orderNo}</Link>
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <p className="facts">
        Placed {orderTimeText(order.placedAt)} · {formatCount(order.itemCount)} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
        <span className="total" data-testid="order-total">
          {formatMoney(order.totalCent, order.currency)}
        </span>
      </p>
      <ul aria-label={`Items in order ${order.orderNo}`}>
        {order.lines.map((line, i) => (
          <li key={`${line.urlHandle}-${i}`}>
            <LineImage src={line.mainImage} size={56} />
            <span>
              {line.title}
              {line.itemCount > 1 ? ` × ${formatCount(line.itemCount)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="facts">and {formatCount(more)} more {more === 1 ? 'line' : 'lines'}</p>}
    </Card>
  );
}
