import styled from '@emotion/styled';
import { colors, formatMoney, LoadError, LoadingArea, radii } from '@axlebay/shared-lib';
import { earnRateText } from './member-format';
import { useMemberLevel } from './member-data';

const Bar = styled.div`
  height: 12px;
  border-radius: ${radii.pill};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${colors.primary};
  }
`;

const Perks = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

/** The buyer's level, a bar to the next one and the level's perks. */
export function LevelCard() {
  const { data, error, reload } = useMemberLevel();
  if (error) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <LoadingArea label="Loading your member level" />;
  const percent = Math.round(data.progress * 100);
  return (
    <div data-testid="member-level">
      <p>
        Your level: <strong>{data.level.name}</strong> · you earn {earnRateText(data.level.earnPercent, data.currency)} paid.
      </p>
      {data.nextLevel ? (
        <>
          <Bar role="progressbar" aria-label={`Progress to ${data.nextLevel.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span style={{ width: `${percent}%` }} />
          </Bar>
          <p>
            {formatMoney(data.spendCent, data.currency)} spent · {formatMoney(data.toNextCent, data.currency)} more to reach {data.nextLevel.name} (
            {earnRateText(data.nextLevel.earnPercent, data.currency)}).
          </p>
        </>
      ) : (
        <p>You have reached the top level. Thank you for shopping with us.</p>
      )}
      <Perks aria-label={`${data.level.name} perks`}>
        {data.level.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </Perks>
    </div>
  );
}
