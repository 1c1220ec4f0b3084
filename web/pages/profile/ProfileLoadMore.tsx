import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';

const loadMoreCSS = css`
  display: flex;
  justify-content: center;
  margin-block-start: ${theme.space.md};
`;

type ProfileLoadMoreProps = { hasNext: boolean; isLoadingNext: boolean; onLoadMore: () => void };

/** The profile lists' 'Load more' button under the list, while the connection has a next page. */
export function ProfileLoadMore({ hasNext, isLoadingNext, onLoadMore }: ProfileLoadMoreProps) {
  if (!hasNext) return null;
  return (
    <div css={loadMoreCSS}>
      <Button variant="secondary" disabled={isLoadingNext} onClick={onLoadMore}>
        <FormattedMessage id={isLoadingNext ? 'Common.loading' : 'Profile.loadMore'} />
      </Button>
    </div>
  );
}
