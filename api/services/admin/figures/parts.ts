// A figure's breakdown: one series per part (a way memes are made, a pack), from rows already
// grouped by day and part in the database.
import { addTo, summedSeries, type FigureSeries, type FigureWindow } from './window';

/** What a part splits by: how a meme was made, static or GIF, the pack bought. */
export type FigurePartGroup = 'method' | 'kind' | 'pack';

/** One part of a figure: `key` names it (a method or kind below, a pack's name). */
export type FigurePart = FigureSeries & { group: FigurePartGroup; key: string };

/** Folds grouped rows into per-day totals of each part, in the order of `keys` (parts with no row stay, at 0). */
export function partsOf(
  window: FigureWindow,
  group: FigurePartGroup,
  keys: readonly string[],
  rows: { day: string; key: string; value: number }[],
): FigurePart[] {
  const byPart = new Map<string, Map<string, number>>(keys.map((key) => [key, new Map()]));
  for (const row of rows) {
    let days = byPart.get(row.key);
    if (!days) byPart.set(row.key, (days = new Map()));
    addTo(days, row.day, row.value);
  }
  return [...byPart].map(([key, days]) => ({ group, key, ...summedSeries(window, days) }));
}

/** The whole of grouped rows, per day. */
export function totalOf(window: FigureWindow, rows: { day: string; value: number }[]): FigureSeries {
  const days = new Map<string, number>();
  for (const row of rows) addTo(days, row.day, row.value);
  return summedSeries(window, days);
}
