import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { pages } from '../pages';
import { answerOf, BF_END, BF_START, blackFridayCampaign, weeklyCampaign } from './campaign-test-data';
import type { Campaign } from './campaign-types';
import { Countdown } from './Countdown';
import { forgetCampaigns } from './use-campaigns';

const digits = () =>
  Object.fromEntries(
    within(screen.getByTestId('countdown-digits'))
      .getAllByRole('listitem')
      .map((li) => [li.getAttribute('data-unit'), li.querySelector('.n')!.textContent]),
  );

/** The Black Friday page with the API answering `list` at `serverTime`. */
async function openBlackFriday(serverTime: number, list: Campaign[]) {
  const { api } = scriptedApi({ 'GET /infra/public/campaign/v2': answerOf(serverTime, list) });
  const view = renderRoute(pages, 'campaignBlackFriday', {}, {}, { api });
  await screen.findByTestId('campaign-page');
  // The first tick runs in an effect.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  return view;
}

/** Jest's fake clock; React's scheduler and promises keep their real ticks, Intl stays the runtime's (a test sets its zone). */
const fakeClock = (now: number) => jest.useFakeTimers({ now, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'Intl' as never] });

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => forgetCampaigns());
afterEach(() => {
  jest.useRealTimers();
});

describe('campaign countdown (fake timers)', () => {
  it('ticks every second towards the start', async () => {
    fakeClock(BF_START - 65_000);
    await openBlackFriday(BF_START - 65_000, [blackFridayCampaign('COUNTDOWN'), weeklyCampaign()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Starts in' })).toBeInTheDocument();
    expect(digits()).toEqual({ days: '0', hours: '00', minutes: '01', seconds: '05' });
    await advance(1000);
    expect(digits()).toEqual({ days: '0', hours: '00', minutes: '01', seconds: '04' });
    await advance(4000);
    expect(digits()).toEqual({ days: '0', hours: '00', minutes: '01', seconds: '00' });
  });

  it('switches to running at the start and to ended after the end, without a remount, announcing each change once', async () => {
    fakeClock(BF_START - 2000);
    await openBlackFriday(BF_START - 2000, [blackFridayCampaign('COUNTDOWN'), weeklyCampaign()]);
    const box = screen.getByTestId('campaign-countdown');
    const announcement = screen.getByTestId('campaign-announcement');
    expect(box).toHaveAttribute('data-state', 'COUNTDOWN');
    expect(announcement).toHaveTextContent(/^$/);
    expect(screen.getByTestId('coupon-note')).toHaveTextContent('25% off your order at checkout once the campaign starts.');

    await advance(1000);
    expect(box).toHaveAttribute('data-state', 'COUNTDOWN');
    await advance(1000); // exactly the start
    expect(screen.getByTestId('campaign-countdown')).toBe(box);
    expect(box).toHaveAttribute('data-state', 'RUNNING');
    expect(screen.getByRole('heading', { level: 2, name: 'Ends in' })).toBeInTheDocument();
    expect(digits()).toEqual({ days: '4', hours: '00', minutes: '00', seconds: '00' });
    expect(announcement).toHaveTextContent('Black Friday & Cyber Monday Unbeatable Offer has started.');
    expect(screen.getByTestId('coupon-note')).toHaveTextContent('25% off your order: enter it at checkout.');

    // The digits move on, the sentence is not repeated or changed each second.
    await advance(3000);
    expect(digits()).toEqual({ days: '3', hours: '23', minutes: '59', seconds: '57' });
    expect(announcement).toHaveTextContent('Black Friday & Cyber Monday Unbeatable Offer has started.');

    // Four days on (the clock jumps; the pending tick then reads it): its last second is still running…
    jest.setSystemTime(BF_END - 1500);
    await advance(1000);
    expect(box).toHaveAttribute('data-state', 'RUNNING');
    expect(digits()).toEqual({ days: '0', hours: '00', minutes: '00', seconds: '01' });
    // …and the tick after its last ms is over.
    await advance(501);
    expect(screen.getByTestId('campaign-countdown')).toBe(box);
    expect(box).toHaveAttribute('data-state', 'ENDED');
    expect(announcement).toHaveTextContent('Black Friday & Cyber Monday Unbeatable Offer has ended.');
    expect(screen.getByTestId('coupon-note')).toHaveTextContent('This code has ended with the campaign.');
    expect(screen.queryByRole('button', { name: 'Copy code BFCM25' })).not.toBeInTheDocument();
    // The way on: the campaign running now (the rolling one has moved to its next week).
    expect(screen.getByRole('link', { name: 'See Amazing Offers Rolling In' })).toHaveAttribute('href', '/campaign/amazing-offers-rolling-in');
  });

  it('counts with the server’s clock: a shopper clock 3 hours fast shows the same time left', async () => {
    const serverNow = BF_START - 10_000;
    fakeClock(serverNow + 3 * 3_600_000);
    await openBlackFriday(serverNow, [blackFridayCampaign('COUNTDOWN'), weeklyCampaign()]);
    expect(screen.getByTestId('campaign-countdown')).toHaveAttribute('data-state', 'COUNTDOWN');
    expect(digits()).toEqual({ days: '0', hours: '00', minutes: '00', seconds: '10' });
  });

  it('is the same in every time zone; only the dates are shown in the shopper’s zone', async () => {
    const RealFormat = Intl.DateTimeFormat;
    const seen: Record<string, { digits: Record<string, string | null>; dates: string }> = {};
    for (const timeZone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      forgetCampaigns();
      // The shopper's time zone: what Intl formats in when no zone is named.
      (Intl as { DateTimeFormat: unknown }).DateTimeFormat = function InZone(locale?: string, options?: Intl.DateTimeFormatOptions) {
        return new RealFormat(locale, { ...options, timeZone });
      };
      fakeClock(BF_START - 90_061_000);
      const view = await openBlackFriday(BF_START - 90_061_000, [blackFridayCampaign('COUNTDOWN'), weeklyCampaign()]);
      seen[timeZone] = { digits: digits(), dates: screen.getByTestId('campaign-dates').textContent ?? '' };
      view.unmount();
      Intl.DateTimeFormat = RealFormat;
      jest.useRealTimers();
    }
    expect(seen['America/Los_Angeles']!.digits).toEqual({ days: '1', hours: '01', minutes: '01', seconds: '01' });
    expect(seen['Asia/Tokyo']!.digits).toEqual(seen['America/Los_Angeles']!.digits);
    expect(seen['America/Los_Angeles']!.dates).toMatch(/^Thu, Nov 26, 9:00\sPM PST to Mon, Nov 30, 8:59\sPM PST, your time$/);
    expect(seen['Asia/Tokyo']!.dates).toMatch(/^Fri, Nov 27, 2:00\sPM GMT\+9 to Tue, Dec 1, 1:59\sPM GMT\+9, your time$/);
  });

  it('a rolling campaign moves on to its next week at the end of this one', async () => {
    const weekly = weeklyCampaign();
    const { api } = scriptedApi({ 'GET /infra/public/campaign/v2': answerOf(weekly.endTime - 1500, [blackFridayCampaign('COUNTDOWN'), weekly]) });
    fakeClock(weekly.endTime - 1500);
    renderRoute(pages, 'campaignAmazingOffers', {}, {}, { api });
    await screen.findByTestId('campaign-page');
    await advance(0);
    expect(digits()).toEqual({ days: '0', hours: '00', minutes: '00', seconds: '02' });
    await advance(2000);
    expect(screen.getByTestId('campaign-countdown')).toHaveAttribute('data-state', 'RUNNING');
    // The next week's full 7 days, then ticking down.
    expect(digits()).toEqual({ days: '7', hours: '00', minutes: '00', seconds: '00' });
    await advance(1000);
    expect(digits()).toEqual({ days: '6', hours: '23', minutes: '59', seconds: '59' });
    expect(screen.getByTestId('campaign-announcement')).toHaveTextContent("Amazing Offers Rolling In: this week's offers are in.");
  });
});

describe('campaign page', () => {
  it('shows the banner, the intro, the code with Copy (spec §8 message) and the item sections', async () => {
    fakeClock(BF_START + 1000);
    const writeText = jest.fn((text: string) => Promise.resolve(text));
    Object.assign(navigator, { clipboard: { writeText } });
    await openBlackFriday(BF_START + 1000, [blackFridayCampaign('RUNNING'), weeklyCampaign()]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Black Friday & Cyber Monday Unbeatable Offer');
    expect(screen.getByTestId('campaign-banner')).toHaveTextContent('Black Friday & Cyber Monday');
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('BFCM25');
    await act(async () => {
      screen.getByRole('button', { name: 'Copy code BFCM25' }).click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(writeText).toHaveBeenCalledWith('BFCM25');
    expect(screen.getByTestId('coupon-copy-status')).toHaveTextContent('Copied Successfully');
    // No catalog in unit tests: the section falls back to a search link.
    expect(await screen.findByRole('link', { name: 'Shop headlights and tail lights' })).toHaveAttribute('href', '/search?keyword=headlight');
    expect(document.title).toMatch(/Black Friday & Cyber Monday Unbeatable Offer/);
  });

  it('an unknown campaign for this shop is the 404 page', async () => {
    const { api } = scriptedApi({ 'GET /infra/public/campaign/v2': answerOf(Date.now(), [weeklyCampaign()]) });
    const { navigation } = renderRoute(pages, 'campaignSneakPeek', {}, {}, { api });
    await waitFor(() => expect(navigation.calls).toContain('notFound'));
    expect(screen.queryByTestId('campaign-page')).not.toBeInTheDocument();
  });

  it('the server’s render draws the state it knows and placeholders of the same size, no clock', () => {
    const html = renderToString(<Countdown state="RUNNING" window={blackFridayCampaign('RUNNING')} now={undefined} announcement="" />);
    expect(html).toContain('Ends in');
    expect(html.match(/>--</g)).toHaveLength(4);
    expect(html).not.toMatch(/\d{2}<\/span><span class="unit"/);
  });
});
