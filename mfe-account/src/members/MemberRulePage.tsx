import styled from '@emotion/styled';
import { colors, formatMoney, Link, LoadError, LoadingArea, RoutePageFrame } from '@axlebay/shared-lib';
import { earnRateText, lastShopDay, pointsText, shopDay } from './member-format';
import { useMemberRule } from './member-data';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px 6px;
    border-bottom: 1px solid ${colors.border};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

/** `/myAccount/member/rule`: how points and levels work, from the API's rule data. */
export function MemberRulePage() {
  const { data: rule, error, reload } = useMemberRule();
  return (
    <RoutePageFrame lead="How you earn and use points, and how levels work.">
      {error && <LoadError message={error} onRetry={reload} />}
      {!rule && !error && <LoadingArea label="Loading the member rules" />}
      {rule && (
        <>
          <h2>Earning points</h2>
          <ul>
            <li>You get {pointsText(rule.welcomeBonusPoints)} when you open your account.</li>
            <li>Every paid order earns points on its total, at your level’s rate, rounded down. They are added when the order is paid.</li>
            <li>An order that is not paid, or whose payment fails, earns nothing and gives back any points it used.</li>
          </ul>
          <h2>Using points at checkout</h2>
          <ul>
            <li>
              Every {pointsText(100)} are worth {formatMoney(rule.centsPer100Points, rule.currency)} off your order.
            </li>
            <li>Points are used in steps of {pointsText(rule.pointsStep)}.</li>
            <li>Points can pay for up to {rule.maxShareOfMerchandisePercent}% of the items after discounts; shipping and tax are paid in full.</li>
            <li>Points do not expire.</li>
          </ul>
          <h2>Levels</h2>
          <p>Your level follows what you have spent on paid orders since you joined. A higher level earns more points on every order.</p>
          <Table data-testid="levels-table">
            <caption>Member levels</caption>
            <thead>
              <tr>
                <th scope="col">Level</th>
                <th scope="col">Lifetime spend</th>
                <th scope="col">Points</th>
                <th scope="col">Perks</th>
              </tr>
            </thead>
            <tbody>
              {rule.levels.map((l) => (
                <tr key={l.code}>
                  <th scope="row">{l.name}</th>
                  <td>{l.minSpendCent === 0 ? 'From the start' : `${formatMoney(l.minSpendCent, rule.currency)} or more`}</td>
                  <td>{earnRateText(l.earnPercent, rule.currency)}</td>
                  <td>
                    <ul>
                      {l.perks.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <h2>{rule.memberMonth.name}</h2>
          <p>
            {shopDay(rule.memberMonth.startsAt)} – {lastShopDay(rule.memberMonth.endsAt)}
          </p>
          <ul>
            {rule.memberMonth.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p>
            <Link to="/myAccount/member/example">See a worked example</Link> · <Link to="/myAccount">Back to my account</Link>
          </p>
        </>
      )}
    </RoutePageFrame>
  );
}
