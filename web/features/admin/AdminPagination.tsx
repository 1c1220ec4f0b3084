import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { pageItems } from './pageNumbers';

const navCSS = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.md};
  & button {
    min-inline-size: 40px;
  }
`;

const gapCSS = css`
  padding-inline: ${theme.space.xs};
  color: ${theme.color.textMuted};
`;

type AdminPaginationProps = { page: number; totalPages: number; onPage: (page: number) => void };

/**
 * Previous, page 1, the pages within 2 of the current one, the last page, Next, with an ellipsis
 * where pages are skipped; nothing at all when there is only one page (spec section 2).
 */
export function AdminPagination({ page, totalPages, onPage }: AdminPaginationProps) {
  const intl = useIntl();
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'AdminPagination.label' })} css={navCSS}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="AdminPagination.previous" />
      </Button>
      {items.map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} css={gapCSS} aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={item.page}
            variant={item.page === page ? 'primary' : 'ghost'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={intl.formatMessage({ id: 'AdminPagination.page' }, { page: item.page })}
            onClick={() => onPage(item.page)}
          >
            {intl.formatNumber(item.page)}
          </Button>
        ),
      )}
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="AdminPagination.next" />
      </Button>
    </nav>
  );
}
