import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
};

/**
 * A table that scrolls sideways inside its own box on narrow screens instead of the page. The box
 * takes focus, so keyboard users can scroll it too (a table of plain text has nothing else to focus).
 */
export function Table({ caption, columns, children }: TableProps) {
  return (
    <div css={scrollCSS} tabIndex={0}>
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
