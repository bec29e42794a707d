import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { MEMBERS_API } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { rule } from './member-fixtures';
import { MemberExamplePage } from './MemberExamplePage';
import { MemberRulePage } from './MemberRulePage';

const pages = { memberRule: MemberRulePage, memberExample: MemberExamplePage };

function setup(name: 'memberRule' | 'memberExample', answer: unknown = rule) {
  const scripted = scriptedApi({ [`GET ${MEMBERS_API.rule}`]: answer });
  return { ...scripted, ...renderRoute(pages, name, {}, {}, { api: scripted.api }) };
}

describe('/myAccount/member/rule', () => {
  it('explains earning and spending and lists every level from the data', async () => {
    setup('memberRule');
    const table = await screen.findByTestId('levels-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('BronzeFrom the start1 point per $1'),
      expect.stringContaining('Silver$500.00 or more1.25 points per $1'),
      expect.stringContaining('Gold$1,500.00 or more1.5 points per $1'),
    ]);
    expect(screen.getByText('Every 100 points are worth $1.00 off your order.')).toBeInTheDocument();
    expect(screen.getByText(/up to 30% of the items/)).toBeInTheDocument();
    expect(screen.getByText('You get 100 points when you open your account.')).toBeInTheDocument();
  });

  it('follows the data: another rate and market show as such', async () => {
    setup('memberRule', { ...rule, currency: 'CAD', levels: [{ ...rule.levels[0]!, earnPercent: 200 }] });
    const table = await screen.findByTestId('levels-table');
    expect(table).toHaveTextContent('2 points per CA$1');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});

describe('/myAccount/member/example', () => {
  it('computes each level\'s points and their worth from the rule data', async () => {
    setup('memberExample');
    const table = await screen.findByTestId('example-table');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // $287.43 paid: 287 / 359 / 431 points; in the member month 574 / 646 / 718; the next order's
    // items are $64.97, so points pay at most $19.49, i.e. 1,900 points max; the balance decides.
    expect(rows).toEqual([
      ['1 point per $1', '287 points', '574 points', '$3.00 (300 points)'],
      ['1.25 points per $1', '359 points', '646 points', '$4.00 (400 points)'],
      ['1.5 points per $1', '431 points', '718 points', '$5.00 (500 points)'],
    ]);
  });

  it('the cap on the next order applies when the balance is larger', async () => {
    setup('memberExample', { ...rule, welcomeBonusPoints: 5000 });
    const table = await screen.findByTestId('example-table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$19.00 (1,900 points)');
  });
});
