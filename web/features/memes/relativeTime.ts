// "3 minutes ago", "yesterday": the largest unit that fits, as Intl.RelativeTimeFormat words it.

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The value and unit to pass to intl.formatRelativeTime for `date`, seen at `now`. */
export function relativeTimeParts(date: Date, now: Date = new Date()): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return { value: Math.round(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}
