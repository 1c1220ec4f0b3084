import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { Button } from './Button';
import { theme } from './theme';

const loadMoreCSS = css`
  display: flex;
  justify-content: center;
  margin-block-start: ${theme.space.md};
`;

/** A paginated connection's state past what is shown (usePaginationFragment's hasNext, isLoadingNext). */
export type NextPage = { hasNext: boolean; isLoadingNext: boolean; onLoadMore: () => void };

type PagedListProps = NextPage & {
  /** Shown instead of the list when the connection holds nothing. */
  emptyState: ReactNode;
  isEmpty: boolean;
  /** The list of what is loaded so far. */
  children: ReactNode;
  /** The 'Load more' button's text. */
  loadMoreId: MessageId;
};

/** A connection's list: its empty state, or the list with a 'Load more' button under it while there is a next page. */
export function PagedList({ emptyState, isEmpty, children, loadMoreId, hasNext, isLoadingNext, onLoadMore }: PagedListProps) {
  if (isEmpty) return emptyState;
  return (
    <>
      {children}
      {hasNext ? (
        <div css={loadMoreCSS}>
          <Button variant="secondary" disabled={isLoadingNext} onClick={onLoadMore}>
            <FormattedMessage id={isLoadingNext ? 'Common.loading' : loadMoreId} />
          </Button>
        </div>
      ) : null}
    </>
  );
}
