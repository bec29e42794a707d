import { Link } from '@axlebay/shared-lib';
import { Section } from '../my-account/Section';
import { LevelCard } from './LevelCard';
import { MemberMonthCard } from './MemberMonthCard';
import { PointsLog } from './PointsLog';
import { PointsSummary } from './PointsSummary';

/** /myAccount's member part: level, points and their worth, the member month, the ledger. */
export function MembersSection() {
  return (
    <Section id="points" title="Members">
      <LevelCard />
      <PointsSummary />
      <p>
        <Link to="/myAccount/member/rule">How points and levels work</Link> · <Link to="/myAccount/member/example">See an example</Link>
      </p>
      <MemberMonthCard />
      <PointsLog />
    </Section>
  );
}
