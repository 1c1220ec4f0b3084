// The window every admin figure covers: the last 30 UTC days, today included. Each query groups its
// rows by day inside it, so a figure costs one bounded aggregate whatever the size of the tables.

/** Days in a figure's series (and in the widest period). */
export const FIGURE_DAYS = 30;
/** The middle period: today and the six days before. */
export const WEEK_DAYS = 7;

const DAY_MS = 86_400_000;

export type FigureWindow = {
  /** The series' days as YYYY-MM-DD (UTC), oldest first, today last. */
  days: string[];
  /** Bounds as timestamp text ('YYYY-MM-DD 00:00:00'), compared with the columns' stored UTC time. */
  start: string;
  weekStart: string;
  todayStart: string;
  end: string;
};

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const timestampOf = (day: string) => `${day} 00:00:00`;

/** The window ending with the UTC day of `now`. */
export function figureWindow(now: Date): FigureWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: FIGURE_DAYS }, (_, index) => dayOf(today - (FIGURE_DAYS - 1 - index) * DAY_MS));
  return {
    days,
    start: timestampOf(days[0]!),
    weekStart: timestampOf(days[FIGURE_DAYS - WEEK_DAYS]!),
    todayStart: timestampOf(days[FIGURE_DAYS - 1]!),
    end: timestampOf(dayOf(today + DAY_MS)),
  };
}

/** A figure's value today, over 7 and over 30 days, and its value on each day of the window. */
export type FigureSeries = { today: number; last7Days: number; last30Days: number; daily: number[] };

/** The series of a figure whose periods are sums of its days (counts of rows, sums of amounts). */
export function summedSeries(window: FigureWindow, byDay: ReadonlyMap<string, number>): FigureSeries {
  const daily = window.days.map((day) => byDay.get(day) ?? 0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return { today: daily[FIGURE_DAYS - 1]!, last7Days: sum(daily.slice(FIGURE_DAYS - WEEK_DAYS)), last30Days: sum(daily), daily };
}

/** Adds `value` to the running total of `key` (grouped rows folded into per-day or per-part maps). */
export function addTo<Key>(totals: Map<Key, number>, key: Key, value: number): void {
  totals.set(key, (totals.get(key) ?? 0) + value);
}
