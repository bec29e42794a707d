import { formatMoney, Link, LoadError, LoadingArea, pointsForPaid, pointsUsableOn, RoutePageFrame } from '@axlebay/shared-lib';
import { earnRateText, pointsText } from './member-format';
import { useMemberRule } from './member-data';
import { Table } from './MemberRulePage';

/**
 * The example's orders (the inputs; every result below is computed from the rule data): a front brake
 * job (two rotors and a set of ceramic pads) paid in full, and a later order of wiper blades and a cabin filter.
 */
export const EXAMPLE_ORDER_TOTAL_CENT = 28_743;
export const EXAMPLE_NEXT_ITEMS_CENT = 6_497;

/** `/myAccount/member/example`: what an order earns at each level and what the points are worth. */
export function MemberExamplePage() {
  const { data: rule, error, reload } = useMemberRule();
  return (
    <RoutePageFrame lead="A worked example: what one order earns at each level, and what the points take off the next one.">
      {error && <LoadError message={error} onRetry={reload} />}
      {!rule && !error && <LoadingArea label="Loading the example" />}
      {rule && (
        <>
          <h2>The order</h2>
          <p>
            A front brake job (two rotors and a set of ceramic pads) with a paid total of <strong>{formatMoney(EXAMPLE_ORDER_TOTAL_CENT, rule.currency)}</strong>, shipping and tax
            included. On your next order the items come to <strong>{formatMoney(EXAMPLE_NEXT_ITEMS_CENT, rule.currency)}</strong>.
          </p>
          <Table data-testid="example-table">
            <caption>Points for this order</caption>
            <thead>
              <tr>
                <th scope="col">Level</th>
                <th scope="col">Rate</th>
                <th scope="col">Points earned</th>
                <th scope="col">In the {rule.memberMonth.name}</th>
                <th scope="col">Off the next order</th>
              </tr>
            </thead>
            <tbody>
              {rule.levels.map((l) => {
                const earned = pointsForPaid(EXAMPLE_ORDER_TOTAL_CENT, l.earnPercent);
                const inMonth = pointsForPaid(EXAMPLE_ORDER_TOTAL_CENT, l.earnPercent + rule.memberMonth.bonusEarnPercent);
                const next = pointsUsableOn(EXAMPLE_NEXT_ITEMS_CENT, earned + rule.welcomeBonusPoints, rule);
                return (
                  <tr key={l.code}>
                    <th scope="row">{l.name}</th>
                    <td>{earnRateText(l.earnPercent, rule.currency)}</td>
                    <td>{pointsText(earned)}</td>
                    <td>{pointsText(inMonth)}</td>
                    <td>
                      {formatMoney(next.cent, rule.currency)} ({pointsText(next.points)})
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <h2>How the numbers come about</h2>
          <ul>
            <li>Points earned: the paid total times the level’s rate, rounded down to a whole point.</li>
            <li>
              The last column adds the {pointsText(rule.welcomeBonusPoints)} welcome bonus to the points earned, then uses them in steps of {pointsText(rule.pointsStep)}, each{' '}
              {pointsText(100)} worth {formatMoney(rule.centsPer100Points, rule.currency)}, for at most {rule.maxShareOfMerchandisePercent}% of the next order’s items (
              {formatMoney(Math.floor((EXAMPLE_NEXT_ITEMS_CENT * rule.maxShareOfMerchandisePercent) / 100), rule.currency)}). Points left over stay in your balance.
            </li>
          </ul>
          <p>
            <Link to="/myAccount/member/rule">How points and levels work</Link> · <Link to="/myAccount">Back to my account</Link>
          </p>
        </>
      )}
    </RoutePageFrame>
  );
}
