import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type uPlot from 'uplot';
import { loadUplot } from './loadUplot';

const HEIGHT = 48;

const chartCSS = css`
  block-size: ${HEIGHT}px;
  inline-size: 100%;
  /* uPlot's box may not widen the card: the chart follows the card's width instead. */
  overflow: hidden;
  /* At the card's foot, so the charts of a row of cards line up whatever their parts above. */
  margin-block-start: auto;
`;

/** A CSS variable's value: the canvas cannot read var(--mm-…) itself. */
const cssColor = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

type FigureChartProps = {
  /** The figure's name, for the text alternative. */
  name: string;
  /** The series' days (YYYY-MM-DD) and one value per day. */
  days: readonly string[];
  values: readonly number[];
  /** How one value reads (a count, tokens, money). */
  format: (value: number) => string;
};

/**
 * A small line chart of a figure's 30 days, drawn by uPlot once it has loaded. The numbers are its
 * text alternative, so a screen reader (or a failed load) loses nothing.
 */
export function FigureChart({ name, days, values, format }: FigureChartProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
    void loadUplot().then((UPlot) => {
      if (cancelled) return;
      const accent = cssColor('--mm-color-accent', '#facc15');
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false }, y: { range: (_self, _min, max) => [0, Math.max(1, max) * 1.15] } },
          axes: [{ show: false }, { show: false }],
          series: [{}, { stroke: accent, width: 2, fill: `${accent}33`, points: { show: false } }],
        },
        [days.map((_, index) => index), [...values]],
        element,
      );
      observer.observe(element);
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days, values]);

  const label = intl.formatMessage(
    { id: 'AdminFigures.chartLabel' },
    {
      figure: name,
      values: intl.formatList(
        days.map((day, index) =>
          intl.formatMessage(
            { id: 'AdminFigures.dayValue' },
            { day: intl.formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }), value: format(values[index] ?? 0) },
          ),
        ),
        { type: 'unit', style: 'narrow' },
      ),
    },
  );
  return <div ref={box} css={chartCSS} role="img" aria-label={label} data-drawn={drawn} />;
}
