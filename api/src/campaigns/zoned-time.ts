/**
 * Wall-clock times in a named time zone (IANA, e.g. America/New_York) ↔ epoch milliseconds, with the
 * runtime's Intl data: daylight saving is whatever the zone had on that day.
 */
export interface LocalDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at `epoch`: date, hour, minute, second, weekday (0 Sunday … 6 Saturday). */
export function wallClock(epoch: number, timeZone: string) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(epoch)).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Offset of the zone from UTC at `epoch`, in ms (New York in winter: −5 h). */
function offsetAt(epoch: number, timeZone: string): number {
  const w = wallClock(epoch, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (epoch - (((epoch % 1000) + 1000) % 1000));
}

/** Epoch ms of the zone's midnight starting `date` (the first instant of that local day). */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  // Two passes settle the offset, also on a day whose offset changes.
  let epoch = guess - offsetAt(guess, timeZone);
  epoch = guess - offsetAt(epoch, timeZone);
  return epoch;
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** A time zone the runtime knows, e.g. America/New_York. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}
