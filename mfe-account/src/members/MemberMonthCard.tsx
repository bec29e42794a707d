import { useState } from 'react';
import { Button, FormMessage, LoadError, LoadingArea, MEMBERS_API, useApi, type MemberActivityJoin } from '@axlebay/shared-lib';
import { lastShopDay, shopDay } from './member-format';
import { useMemberMonth, useMemberMonthJoined } from './member-data';

/** The member month: its dates and bonus, and Join while it runs. */
export function MemberMonthCard() {
  const api = useApi();
  const month = useMemberMonth();
  const joined = useMemberMonthJoined();
  const [joining, setJoining] = useState(false);
  const [joinedAt, setJoinedAt] = useState<string>();
  const [problem, setProblem] = useState<string>();

  if (month.error) return <LoadError message={month.error} onRetry={month.reload} />;
  if (joined.error) return <LoadError message={joined.error} onRetry={joined.reload} />;
  if (!month.data || !joined.data) return <LoadingArea label="Loading the member month" />;
  const m = month.data;
  const when = `${shopDay(m.startsAt)} – ${lastShopDay(m.endsAt)}`;
  const isJoined = Boolean(joinedAt) || joined.data.joined;

  const join = async () => {
    setJoining(true);
    setProblem(undefined);
    try {
      const answer = await api.post<MemberActivityJoin>(MEMBERS_API.memberMonthJoin);
      setJoinedAt(answer.joinedAt);
      month.reload();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'You could not join right now.');
    } finally {
      setJoining(false);
    }
  };

  return (
    <div data-testid="member-month">
      <h3>{m.name}</h3>
      <p>
        {when}. Members who join earn {m.bonusEarnPercent / 100} extra {m.bonusEarnPercent === 100 ? 'point' : 'points'} per dollar on orders paid during the month.
      </p>
      {isJoined ? (
        <FormMessage tone="success">{m.active ? 'You have joined: your orders paid this month earn the bonus.' : `You joined the ${m.name}.`}</FormMessage>
      ) : m.status === 'RUNNING' ? (
        <Button type="button" disabled={joining} onClick={() => void join()}>
          {joining ? 'Joining…' : `Join the ${m.name}`}
        </Button>
      ) : m.status === 'UPCOMING' ? (
        <p>It starts on {shopDay(m.startsAt)}: you can join from then.</p>
      ) : (
        <p>It ended on {lastShopDay(m.endsAt)}.</p>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </div>
  );
}
