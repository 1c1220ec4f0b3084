import { css } from '@emotion/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { theme } from '../../ui/theme';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FigureCard_figure$key } from './__generated__/FigureCard_figure.graphql';
import { FigureChart } from './FigureChart';
import { figureFormatter, partName } from './figureTexts';

export type FigurePeriod = 'today' | 'last7Days' | 'last30Days';

const cardCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-inline-size: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
`;

const nameCSS = css`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${theme.color.textMuted};
`;

const valueCSS = css`
  font-size: 1.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const partsCSS = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0 ${theme.space.sm};
  font-size: 0.8rem;
  color: ${theme.color.textMuted};
  & > div {
    display: contents;
  }
  & dd {
    text-align: end;
    font-variant-numeric: tabular-nums;
    color: ${theme.color.text};
  }
`;

type Periods = { readonly today: number; readonly last7Days: number; readonly last30Days: number };
const valueIn = (series: Periods, period: FigurePeriod): number =>
  period === 'today' ? series.today : period === 'last7Days' ? series.last7Days : series.last30Days;

/** One figure: its name, its value in the chosen period, its parts, and its 30-day chart. */
export function FigureCard({
  figure: figureKey,
  name,
  days,
  period,
}: {
  figure: FigureCard_figure$key;
  name: string;
  days: readonly string[];
  period: FigurePeriod;
}) {
  const intl = useIntl();
  const figure = useFragment(
    graphql`
      fragment FigureCard_figure on AdminFigure {
        key
        unit
        today
        last7Days
        last30Days
        daily
        parts {
          group
          key
          today
          last7Days
          last30Days
        }
      }
    `,
    figureKey,
  );
  const titleId = useId();
  const format = figureFormatter(intl, figure.unit);
  return (
    <article css={cardCSS} aria-labelledby={titleId} data-figure={figure.key}>
      <h3 id={titleId} css={nameCSS}>
        {name}
      </h3>
      <p css={valueCSS} data-value>
        {format(valueIn(figure, period))}
      </p>
      {figure.parts.length > 0 ? (
        <dl css={partsCSS}>
          {figure.parts.map((part) => (
            <div key={`${part.group}:${part.key}`} data-part={part.key}>
              <dt>{partName(intl, part)}</dt>
              <dd>{format(valueIn(part, period))}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <FigureChart name={name} days={days} values={figure.daily} format={format} />
    </article>
  );
}
