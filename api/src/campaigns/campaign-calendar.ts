import { addDays, startOfLocalDay, wallClock, type LocalDate } from './zoned-time';

/**
 * When a campaign runs (spec §3 Campaign `range` and `rangeDetails`): a rule, resolved against the
 * clock whenever the campaign is read, so the dates are right in any year the shop runs.
 *
 * - `YEARLY` + `BLACK_FRIDAY`: counted in days from Black Friday (the Friday after the fourth
 *   Thursday of November), 00:00 in the rule's time zone. Black Friday & Cyber Monday: offset 0,
 *   4 days (to Cyber Monday 23:59:59.999); the sneak peek: offset −7, 7 days (the week before).
 * - `WEEKLY`: a new window every week from `weekday` 00:00 (1 Monday … 7 Sunday), `days` long.
 */
export type RangeDetails =
  | { rule: 'BLACK_FRIDAY'; timeZone: string; startOffsetDays: number; days: number; countdownDays: number }
  | { rule: 'WEEKLY'; timeZone: string; weekday: number; days: number };

export type CampaignRange = 'YEARLY' | 'WEEKLY';

export interface CampaignWindow {
  countdownStartTime: number;
  countdownEndTime: number;
  startTime: number;
  /** The last millisecond of the campaign (inclusive). */
  endTime: number;
}

export interface ResolvedWindow extends CampaignWindow {
  /** A rolling campaign's following window (the page moves on to it without asking again). */
  next: { startTime: number; endTime: number } | null;
}

/** Black Friday of `year`: the day after the fourth Thursday of November. */
export function blackFriday(year: number): LocalDate {
  const novFirst = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - novFirst + 7) % 7);
  return { year, month: 11, day: firstThursday + 21 + 1 };
}

/** A window of whole local days: from `first` 00:00 for `days` days (the last ms of the last day). */
function daysWindow(first: LocalDate, days: number, timeZone: string) {
  return { startTime: startOfLocalDay(first, timeZone), endTime: startOfLocalDay(addDays(first, days), timeZone) - 1 };
}

function yearly(details: Extract<RangeDetails, { rule: 'BLACK_FRIDAY' }>, year: number): CampaignWindow {
  const first = addDays(blackFriday(year), details.startOffsetDays);
  const { startTime, endTime } = daysWindow(first, details.days, details.timeZone);
  const countdownStartTime = details.countdownDays > 0 ? startOfLocalDay(addDays(first, -details.countdownDays), details.timeZone) : startTime;
  return { countdownStartTime, countdownEndTime: startTime, startTime, endTime };
}

/**
 * The campaign's window for the moment `now` (epoch ms). A yearly campaign shows this calendar year's
 * season (in its time zone): before it, counting down, running, then ended until the year turns.
 * A weekly campaign shows the week `now` falls in, and the next one.
 */
export function resolveWindow(details: RangeDetails, now: number): ResolvedWindow {
  const today = wallClock(now, details.timeZone);
  if (details.rule === 'BLACK_FRIDAY') return { ...yearly(details, today.year), next: null };
  // ISO weekday of today (1 Monday … 7 Sunday); back to the window's first day.
  const isoWeekday = today.weekday === 0 ? 7 : today.weekday;
  let first = addDays(today, -((isoWeekday - details.weekday + 7) % 7));
  let current = daysWindow(first, details.days, details.timeZone);
  // A window shorter than a week leaves a gap: then the next one is the one to count down to.
  if (now > current.endTime) first = addDays(first, 7);
  current = daysWindow(first, details.days, details.timeZone);
  const next = daysWindow(addDays(first, 7), details.days, details.timeZone);
  return { countdownStartTime: current.startTime, countdownEndTime: current.startTime, ...current, next };
}

/** Spec §4-style states of a campaign at `now`. */
export type CampaignState = 'SCHEDULED' | 'COUNTDOWN' | 'RUNNING' | 'ENDED';

export function campaignState(w: CampaignWindow, now: number): CampaignState {
  if (now < w.countdownStartTime) return 'SCHEDULED';
  if (now < w.startTime) return 'COUNTDOWN';
  if (now <= w.endTime) return 'RUNNING';
  return 'ENDED';
}
