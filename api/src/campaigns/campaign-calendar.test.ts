import { blackFriday, campaignState, resolveWindow, type RangeDetails } from './campaign-calendar';
import { campaignSeedsFor } from './campaign-seeds';
import { wallClock } from './zoned-time';

const NY = 'America/New_York';
const details = (code: string) => campaignSeedsFor(2022).find((s) => s.code === code)!.rangeDetails;
const BFCM = details('black-friday-cyber-monday-unbeatable-offer');
const PEEK = details('sneak-peek');
const WEEKLY = details('amazing-offers-rolling-in');
/** New York wall clock of an instant, as "2026-11-27 00:00:00.000 Fri". */
function ny(epoch: number): string {
  const w = wallClock(epoch, NY);
  const pad = (n: number, l = 2) => String(n).padStart(l, '0');
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][w.weekday];
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${pad(((epoch % 1000) + 1000) % 1000, 3)} ${day}`;
}

describe('Black Friday date rule (the Friday after the fourth Thursday of November)', () => {
  it.each([
    [2022, 25],
    [2023, 24],
    [2024, 29],
    [2025, 28],
    [2026, 27],
    [2027, 26],
    [2028, 24],
    [2029, 23],
    [2030, 29],
  ])('%i → November %i', (year, day) => {
    expect(blackFriday(year)).toEqual({ year, month: 11, day });
    // Cross-check: the day before is a Thursday, and the fourth one of the month.
    const thursday = new Date(Date.UTC(year, 10, day - 1));
    expect(thursday.getUTCDay()).toBe(4);
    expect(day - 1).toBeGreaterThan(21);
    expect(day - 1).toBeLessThanOrEqual(28);
  });

  it('2026: Black Friday 00:00 to Cyber Monday 23:59:59.999 New York time (EST, UTC−5)', () => {
    const w = resolveWindow(BFCM, Date.parse('2026-11-26T16:00:00Z'));
    expect(new Date(w.startTime).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(new Date(w.endTime).toISOString()).toBe('2026-12-01T04:59:59.999Z');
    expect(ny(w.startTime)).toBe('2026-11-27 00:00:00.000 Fri');
    expect(ny(w.endTime)).toBe('2026-11-30 23:59:59.999 Mon');
    expect(ny(w.countdownStartTime)).toBe('2026-11-13 00:00:00.000 Fri');
    expect(w.countdownEndTime).toBe(w.startTime);
  });

  it('2027: from 2027-11-26 00:00 to 2027-11-29 23:59:59.999 New York time', () => {
    const w = resolveWindow(BFCM, Date.parse('2027-03-01T12:00:00Z'));
    expect(ny(w.startTime)).toBe('2027-11-26 00:00:00.000 Fri');
    expect(ny(w.endTime)).toBe('2027-11-29 23:59:59.999 Mon');
    expect(new Date(w.startTime).toISOString()).toBe('2027-11-26T05:00:00.000Z');
  });

  it('resolves to the year of the moment read, so a dataset loaded in one year is right the next', () => {
    for (const year of [2025, 2026, 2027, 2028, 2031]) {
      const w = resolveWindow(BFCM, Date.UTC(year, 6, 1));
      expect(wallClock(w.startTime, NY)).toMatchObject({ year, month: 11, day: blackFriday(year).day, hour: 0, minute: 0, weekday: 5 });
      expect(wallClock(w.endTime, NY)).toMatchObject({ month: blackFriday(year).day + 3 > 30 ? 12 : 11, hour: 23, minute: 59, second: 59, weekday: 1 });
    }
  });

  it('the sneak peek is the week before: the Friday a week earlier to Thanksgiving 23:59:59.999', () => {
    const w = resolveWindow(PEEK, Date.parse('2026-11-26T16:00:00Z'));
    expect(ny(w.startTime)).toBe('2026-11-20 00:00:00.000 Fri');
    expect(ny(w.endTime)).toBe('2026-11-26 23:59:59.999 Thu');
    expect(w.endTime + 1).toBe(resolveWindow(BFCM, Date.parse('2026-11-26T16:00:00Z')).startTime);
  });
});

describe('states at the boundaries', () => {
  const w = resolveWindow(BFCM, Date.parse('2026-11-26T16:00:00Z'));
  it.each([
    { name: 'one ms before the countdown', at: w.countdownStartTime - 1, state: 'SCHEDULED' },
    { name: 'at the countdown start', at: w.countdownStartTime, state: 'COUNTDOWN' },
    { name: 'one ms before the start', at: w.startTime - 1, state: 'COUNTDOWN' },
    { name: 'at the start', at: w.startTime, state: 'RUNNING' },
    { name: 'at the end (its last ms)', at: w.endTime, state: 'RUNNING' },
    { name: 'one ms after the end', at: w.endTime + 1, state: 'ENDED' },
  ])('$name → $state', ({ at, state }) => {
    expect(campaignState(w, at)).toBe(state);
  });

  it('Thanksgiving 2026 (today): the sneak peek runs, Black Friday counts down', () => {
    const now = Date.parse('2026-11-26T16:19:00Z');
    expect(campaignState(resolveWindow(PEEK, now), now)).toBe('RUNNING');
    expect(campaignState(resolveWindow(BFCM, now), now)).toBe('COUNTDOWN');
  });

  it('after Cyber Monday the campaign stays ended until the new year, then the next season is scheduled', () => {
    const dec = Date.parse('2026-12-31T12:00:00Z');
    expect(campaignState(resolveWindow(BFCM, dec), dec)).toBe('ENDED');
    const jan = Date.parse('2027-01-01T05:00:00Z');
    const next = resolveWindow(BFCM, jan);
    expect(campaignState(next, jan)).toBe('SCHEDULED');
    expect(ny(next.startTime)).toBe('2027-11-26 00:00:00.000 Fri');
  });
});

describe('the rolling weekly window (Monday 00:00 to Sunday 23:59:59.999 New York time)', () => {
  it('Thanksgiving 2026 falls in the week of Monday 23 November', () => {
    const now = Date.parse('2026-11-26T16:19:00Z');
    const w = resolveWindow(WEEKLY, now);
    expect(ny(w.startTime)).toBe('2026-11-23 00:00:00.000 Mon');
    expect(ny(w.endTime)).toBe('2026-11-29 23:59:59.999 Sun');
    expect(campaignState(w, now)).toBe('RUNNING');
    expect(w.next).toEqual({ startTime: w.endTime + 1, endTime: resolveWindow(WEEKLY, w.endTime + 1).endTime });
  });

  it('at a window boundary: its last ms is this week, the next ms the next week, always running', () => {
    const w = resolveWindow(WEEKLY, Date.parse('2026-11-26T16:19:00Z'));
    const last = resolveWindow(WEEKLY, w.endTime);
    const first = resolveWindow(WEEKLY, w.endTime + 1);
    expect(last.startTime).toBe(w.startTime);
    expect(first.startTime).toBe(w.endTime + 1);
    expect(ny(first.endTime)).toBe('2026-12-06 23:59:59.999 Sun');
    expect(campaignState(last, w.endTime)).toBe('RUNNING');
    expect(campaignState(first, w.endTime + 1)).toBe('RUNNING');
  });

  it('a week across the daylight-saving change is 7 local days (167 or 169 hours)', () => {
    const spring = resolveWindow(WEEKLY, Date.parse('2027-03-10T12:00:00Z'));
    expect(ny(spring.startTime)).toBe('2027-03-08 00:00:00.000 Mon');
    expect(ny(spring.endTime)).toBe('2027-03-14 23:59:59.999 Sun');
    expect((spring.endTime + 1 - spring.startTime) / 3_600_000).toBe(167);
    const autumn = resolveWindow(WEEKLY, Date.parse('2026-11-02T12:00:00Z'));
    expect(ny(autumn.startTime)).toBe('2026-11-02 00:00:00.000 Mon');
    const before = resolveWindow(WEEKLY, autumn.startTime - 1);
    expect((before.endTime + 1 - before.startTime) / 3_600_000).toBe(169);
  });

  it('a window shorter than a week counts down to the next one in the gap', () => {
    const weekend: RangeDetails = { rule: 'WEEKLY', timeZone: NY, weekday: 6, days: 2 };
    const monday = Date.parse('2026-11-23T17:00:00Z');
    const w = resolveWindow(weekend, monday);
    expect(ny(w.startTime)).toBe('2026-11-28 00:00:00.000 Sat');
    expect(campaignState(w, monday)).toBe('SCHEDULED');
  });
});
