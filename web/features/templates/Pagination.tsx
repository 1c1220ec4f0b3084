import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { pageWindow } from './pagination';

const navCSS = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.md};
  & button {
    min-inline-size: 40px;
  }
`;

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

/** First, Previous, up to 5 numbered pages, Next, Last (spec section 2, template dialog). */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const intl = useIntl();
  const go = (target: number) => () => onPage(Math.min(Math.max(target, 1), pages));
  return (
    <nav aria-label={intl.formatMessage({ id: 'TemplatePicker.pagination' })} css={navCSS}>
      <Button variant="secondary" disabled={page <= 1} onClick={go(1)}>
        {intl.formatMessage({ id: 'TemplatePicker.first' })}
      </Button>
      <Button variant="secondary" disabled={page <= 1} onClick={go(page - 1)}>
        {intl.formatMessage({ id: 'TemplatePicker.previous' })}
      </Button>
      {pageWindow(page, pages).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'primary' : 'ghost'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={intl.formatMessage({ id: 'TemplatePicker.page' }, { page: number })}
          onClick={go(number)}
        >
          {intl.formatNumber(number)}
        </Button>
      ))}
      <Button variant="secondary" disabled={page >= pages} onClick={go(page + 1)}>
        {intl.formatMessage({ id: 'TemplatePicker.next' })}
      </Button>
      <Button variant="secondary" disabled={page >= pages} onClick={go(pages)}>
        {intl.formatMessage({ id: 'TemplatePicker.last' })}
      </Button>
    </nav>
  );
}
