import { formatMoney, LoadError, LoadingArea } from '@axlebay/shared-lib';
import { pointsText } from './member-format';
import { usePointsReminder } from './member-data';

/** Balance, pending points and the reminder of what they are worth at checkout. */
export function PointsSummary() {
  const { data, error, reload } = usePointsReminder();
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <LoadingArea label="Loading your points" />;
  return (
    <div>
      <p data-testid="points-balance">
        <strong data-testid="member-points">{pointsText(data.points)}</strong> available
        {data.pendingPoints > 0 && <> · {pointsText(data.pendingPoints)} pending</>}
      </p>
      <p data-testid="points-reminder">
        {data.kind === 'REDEEMABLE'
          ? `You can take ${formatMoney(data.redeemableCent, data.currency)} off at checkout with ${pointsText(data.redeemablePoints)} (points pay for up to ${data.maxShareOfMerchandisePercent}% of the items).`
          : `Collect ${pointsText(data.pointsToNextStep)} more to take ${formatMoney(data.centsPer100Points * (data.pointsStep / 100), data.currency)} off at checkout.`}
      </p>
    </div>
  );
}
