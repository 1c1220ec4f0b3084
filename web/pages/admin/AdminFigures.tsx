import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import { visuallyHiddenCSS } from '../../ui/VisuallyHidden';
import type { AdminFigures_query$key } from './__generated__/AdminFigures_query.graphql';
import { sectionTitleCSS } from './adminStyles';
import { FigureCard, type FigurePeriod } from './FigureCard';
import { FIGURE_NAMES } from './figureTexts';

const PERIODS: { id: FigurePeriod; label: 'AdminFigures.today' | 'AdminFigures.last7Days' | 'AdminFigures.last30Days' }[] = [
  { id: 'today', label: 'AdminFigures.today' },
  { id: 'last7Days', label: 'AdminFigures.last7Days' },
  { id: 'last30Days', label: 'AdminFigures.last30Days' },
];

const headerCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
`;

const switchCSS = css`
  display: inline-flex;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.full};
  padding: 2px;
  & label {
    position: relative;
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radius.full};
    cursor: pointer;
    font-size: 0.9rem;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    cursor: pointer;
  }
  & label:has(input:checked) {
    background: ${theme.color.accent};
    color: ${theme.color.accentText};
  }
  & label:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  /* Two cards a row on a phone, so the figures do not push the user list eight screens down. */
  @media (max-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.sm};
  }
  gap: ${theme.space.md};
  margin-block-end: ${theme.space.lg};
`;

const noteCSS = css`
  font-size: 0.8rem;
  color: ${theme.color.textMuted};
`;

/** The figures above the dashboard's tabs: today, 7 or 30 days, each with its 30-day chart. */
export function AdminFigures({ query }: { query: AdminFigures_query$key }) {
  const intl = useIntl();
  const titleId = useId();
  const [period, setPeriod] = useState<FigurePeriod>('last7Days');
  const data = useFragment(
    graphql`
      fragment AdminFigures_query on Query {
        adminFigures {
          days
          figures {
            key
            ...FigureCard_figure
          }
        }
      }
    `,
    query,
  );
  const { days, figures } = data.adminFigures;
  return (
    <section aria-labelledby={titleId}>
      <div css={headerCSS}>
        <h2 id={titleId} css={sectionTitleCSS}>
          <FormattedMessage id="AdminFigures.title" />
        </h2>
        <fieldset css={switchCSS}>
          <legend css={visuallyHiddenCSS}>
            <FormattedMessage id="AdminFigures.periodLabel" />
          </legend>
          {PERIODS.map(({ id, label }) => (
            <label key={id}>
              <input type="radio" name="figure-period" value={id} checked={period === id} onChange={() => setPeriod(id)} />
              <FormattedMessage id={label} />
            </label>
          ))}
        </fieldset>
      </div>
      <div css={gridCSS}>
        {figures.map((figure) => {
          const nameId = FIGURE_NAMES[figure.key];
          return nameId ? <FigureCard key={figure.key} figure={figure} name={intl.formatMessage({ id: nameId })} days={days} period={period} /> : null;
        })}
      </div>
      <p css={noteCSS}>
        <FormattedMessage id="AdminFigures.utcNote" />
      </p>
    </section>
  );
}
