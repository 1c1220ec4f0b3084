import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { theme } from './theme';

const scrollCSS = css`
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const tableCSS = css`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  & th,
  & td {
    padding: ${theme.space.sm} ${theme.space.md};
    text-align: start;
    border-block-end: 1px solid ${theme.color.border};
    white-space: nowrap;
  }
  & th {
    font-weight: 600;
    color: ${theme.color.textMuted};
    background: ${theme.color.surfaceRaised};
  }
  & tbody tr:last-of-type td {
    border-block-end: 0;
  }
  & [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** Below this width of its box, a table with `cards` shows each row as a card of label: value lines. */
const CARDS_BELOW = '45rem';

/** A CSS string literal of any text (a translated column heading). */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\A ')}"`;

/**
 * Rows as cards on a narrow box, so every column's value shows without scrolling sideways: the
 * heading row is hidden (kept for screen readers) and each cell is preceded by its column's heading,
 * given an empty alternative text so it is not read a second time.
 */
function cardsCSS(labels: readonly string[]) {
  return css`
    container-type: inline-size;
    @container (max-width: ${CARDS_BELOW}) {
      & thead {
        position: absolute;
        inline-size: 1px;
        block-size: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      & table,
      & tbody,
      & tr,
      & td {
        display: block;
      }
      & tr {
        padding: ${theme.space.sm} ${theme.space.md};
        border-block-end: 1px solid ${theme.color.border};
      }
      & tbody tr:last-of-type {
        border-block-end: 0;
      }
      /* tbody: more specific than tableCSS' own cell rules, whichever stylesheet comes last. */
      & tbody td,
      & tbody td[data-align='end'] {
        display: flex;
        align-items: baseline;
        gap: ${theme.space.sm};
        padding: ${theme.space.xs} 0;
        border: 0;
        white-space: normal;
        overflow-wrap: anywhere;
        text-align: start;
      }
      & tbody td::before {
        flex: 0 0 35%;
        color: ${theme.color.textMuted};
        font-weight: 600;
      }
      ${labels.map((label, index) => `& tbody td:nth-of-type(${index + 1})::before { content: ${cssString(label)}; content: ${cssString(label)} / ""; }`).join('\n')}
    }
  `;
}

export type TableColumn = {
  /** The column heading's message id. */
  label: MessageId;
  /** 'end' for figures: right-aligned (in left-to-right text) with digits of equal width. */
  align?: 'end';
};

type TableProps = {
  caption: string;
  /** The header row, one heading per column; the body's cells use the same data-align. */
  columns: readonly TableColumn[];
  /** The table's body rows. */
  children: ReactNode;
  /** Rows become cards on a narrow box instead of scrolling sideways (cells in column order, one per column). */
  cards?: boolean;
};

/**
 * A table that scrolls sideways inside its own box on narrow screens instead of the page (or, with
 * `cards`, shows its rows as cards there). The box
 * takes focus, so keyboard users can scroll it too (a table of plain text has nothing else to focus).
 */
export function Table({ caption, columns, children, cards = false }: TableProps) {
  const intl = useIntl();
  const cardLayout = cards ? cardsCSS(columns.map((column) => intl.formatMessage({ id: column.label }))) : undefined;
  return (
    <div css={[scrollCSS, cardLayout]} tabIndex={0}>
      <table css={tableCSS} aria-label={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-align={column.align}>
                <FormattedMessage id={column.label} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
