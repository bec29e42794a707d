import { expect, expectBoundary, test } from '../fixtures/shop';
import { registerAccount, signIn } from '../fixtures/accounts';

test.describe('members', () => {
  test('a new buyer sees level, balance and the welcome bonus, reads the rules and the example, and joins the member month', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'members');
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount$/);
    await expectBoundary(page, 'account');

    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByTestId('member-level')).toContainText('Your level: Bronze');
    await expect(members.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '0');
    await expect(members.getByTestId('member-points')).toHaveText('100 points');
    await expect(members.getByTestId('points-reminder')).toHaveText('You can take $1.00 off at checkout with 100 points (points pay for up to 30% of the items).');
    const log = members.getByTestId('points-log');
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').nth(1)).toContainText('Welcome bonus');
    await expect(log.getByRole('row').nth(1)).toContainText('+100 points');

    // The rules, from the API's data.
    await members.getByRole('link', { name: 'How points and levels work' }).click();
    await expect(page).toHaveURL(/\/myAccount\/member\/rule$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member rules');
    const levels = page.getByTestId('levels-table');
    await expect(levels.getByRole('rowheader')).toHaveText(['Bronze', 'Silver', 'Gold', 'Platinum']);
    await expect(levels.getByRole('row', { name: /Platinum/ })).toContainText('$5,000.00 or more');
    await expect(page.getByText('Every 100 points are worth $1.00 off your order.')).toBeVisible();

    // The worked example, computed from the same data.
    await page.getByRole('link', { name: 'See a worked example' }).click();
    await expect(page).toHaveURL(/\/myAccount\/member\/example$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member benefits');
    const example = page.getByTestId('example-table');
    await expect(example.getByRole('row', { name: /Bronze/ })).toContainText('287 points');
    await expect(example.getByRole('row', { name: /Platinum/ })).toContainText('574 points');

    // The member month: the suite's API runs it now (AXLEBAY_MEMBER_MONTH in fixtures/shop.ts).
    await page.goto('/myAccount');
    const month = page.getByTestId('member-month');
    const activity = await (await fetch(`${shop.apiUrl}/account/public/member-activity/SEPTEMBER_MEMBER_MONTH`)).json();
    expect(activity.data).toMatchObject({ status: 'RUNNING', active: true });
    await month.getByRole('button', { name: 'Join the September Member Month' }).click();
    await expect(month.getByText('You have joined: your orders paid this month earn the bonus.')).toBeVisible();
    // Joined for real: the API says so after a reload, and there is nothing left to click.
    await page.reload();
    await expect(page.getByTestId('member-month').getByText('You have joined: your orders paid this month earn the bonus.')).toBeVisible();
    await expect(page.getByTestId('member-month').getByRole('button')).toHaveCount(0);
  });

  test('the points log keeps its page in the URL', async ({ page, shop }) => {
    const email = await registerAccount(shop, 'members-page');
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/myAccount$/);
    // One entry: page 2 is empty and offers the way back.
    await page.goto('/myAccount?pointsPage=2');
    await expect(page.getByText('There are no entries on this page.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/myAccount$/);
    await expect(page.getByTestId('points-log')).toContainText('Welcome bonus');
  });
});
