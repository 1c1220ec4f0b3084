// uPlot (and its stylesheet) for the dashboard's charts, fetched only when a chart is drawn: a
// dynamic import keeps the library in a chunk of its own, out of every visitor page's scripts
// (tests/e2e/adminFigures.spec.ts checks the entry and the home page never load it).
import type uPlot from 'uplot';

let loading: Promise<typeof uPlot> | undefined;

/** The uPlot class, loaded once for every chart of the page. */
export function loadUplot(): Promise<typeof uPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);
  return loading;
}
