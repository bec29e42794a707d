import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MEMBERS_API, RoutePageFrame } from '@axlebay/shared-lib';
import { recordingSession, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { logPage, memberAnswers, memberMonth, reminder } from './member-fixtures';
import { MembersSection } from './MembersSection';

function Page() {
  return (
    <RoutePageFrame>
      <MembersSection />
    </RoutePageFrame>
  );
}

function setup(over: Record<string, unknown> = {}, query: Record<string, string> = {}) {
  const scripted = scriptedApi(memberAnswers(over));
  const rendered = renderRoute({ myAccount: Page }, 'myAccount', {}, query, { api: scripted.api, session: recordingSession() });
  return { ...scripted, ...rendered };
}

describe('the Members section of /myAccount', () => {
  it('shows the level with a bar to the next one, the balance, pending points and the reminder', async () => {
    setup();
    const level = await screen.findByTestId('member-level');
    expect(level).toHaveTextContent('Your level: Bronze · you earn 1 point per $1 paid.');
    expect(within(level).getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '25');
    expect(level).toHaveTextContent('$125.00 spent · $375.00 more to reach Silver (1.25 points per $1).');
    expect(within(level).getByRole('list', { name: 'Bronze perks' })).toHaveTextContent('100 welcome points');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,250 points available · 40 points pending');
    expect(screen.getByTestId('member-points')).toHaveTextContent(/^1,250 points$/);
    expect(screen.getByTestId('points-reminder')).toHaveTextContent('You can take $12.00 off at checkout with 1,200 points (points pay for up to 30% of the items).');
  });

  it('under one step the reminder counts the points still missing', async () => {
    setup({ [`GET ${MEMBERS_API.reminder}`]: { ...reminder, kind: 'COLLECTING', points: 60, redeemablePoints: 0, redeemableCent: 0, pointsToNextStep: 40, pendingPoints: 0 } });
    expect(await screen.findByTestId('points-reminder')).toHaveTextContent('Collect 40 points more to take $1.00 off at checkout.');
  });

  it('pages the points log by ?pointsPage=, asking the API for that page', async () => {
    const { calls, navigation } = setup({ [`GET ${MEMBERS_API.pointsLog}`]: logPage(2, 23) }, { pointsPage: '2' });
    const log = await screen.findByTestId('points-log');
    expect(within(log).getAllByRole('row')).toHaveLength(11);
    expect(log).toHaveTextContent('Earned on order AXB-10010');
    expect(calls.find(([, p]) => p === MEMBERS_API.pointsLog)![2]).toEqual({ page: 2, size: 10 });
    const pager = screen.getByRole('navigation', { name: 'Points history pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(navigation.calls.at(-1)).toContain('/myAccount?pointsPage=3');
  });

  it('an unreadable page in the URL shows page 1', async () => {
    const { calls } = setup({}, { pointsPage: '2x' });
    await screen.findByTestId('points-log');
    expect(calls.find(([, p]) => p === MEMBERS_API.pointsLog)![2]).toEqual({ page: 1, size: 10 });
  });

  it('joins the running member month once; the button gives way to the joined state', async () => {
    const { calls } = setup({ [`POST ${MEMBERS_API.memberMonthJoin}`]: { code: 'SEPTEMBER_MEMBER_MONTH', joined: true, joinedAt: '2026-09-03T10:00:00.000Z', alreadyJoined: false } });
    const card = await screen.findByTestId('member-month');
    expect(card).toHaveTextContent('September 1, 2026 – September 30, 2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Join the September Member Month' }));
    expect(await within(card).findByText('You have joined: your orders paid this month earn the bonus.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter(([m, p]) => m === 'POST' && p === MEMBERS_API.memberMonthJoin)).toHaveLength(1);
  });

  it('shows the API\'s reason when joining is refused, and no Join outside the month', async () => {
    setup({ [`POST ${MEMBERS_API.memberMonthJoin}`]: new ApiError({ code: 400, message: 'The September Member Month ended on September 30, 2026. Joining is closed.' }) });
    const card = await screen.findByTestId('member-month');
    await userEvent.click(within(card).getByRole('button', { name: /Join/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Joining is closed.');
  });

  it('an ended month has no Join button', async () => {
    setup({ [`GET ${MEMBERS_API.memberMonth}`]: memberMonth('ENDED') });
    const card = await screen.findByTestId('member-month');
    expect(card).toHaveTextContent('It ended on September 30, 2026.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
