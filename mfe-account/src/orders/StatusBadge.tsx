import styled from '@emotion/styled';
import { colors, radii, type OrderStatus } from '@axlebay/shared-lib';
import { ORDER_STATUS_LABELS } from '@axlebay/shared-lib/orders';

/** Badge colours by state: all pass 4.5:1 as text on white (design tokens). */
const TONE: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: colors.warning,
  PAID: colors.primary,
  SHIPPED: colors.primary,
  DELIVERED: colors.success,
  CANCELLED: colors.neutral,
  PAYMENT_FAILED: colors.danger,
};

const Badge = styled.span<{ tone: string }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid ${(p) => p.tone};
  border-radius: ${radii.pill};
  color: ${(p) => p.tone};
  font-size: 14px;
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
`;

/** The order's state in words (never by colour alone). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONE[status]} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
