import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonCSS } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** What the edit and delete pages show for an id no site has (any more). */
export function SiteNotFound() {
  return (
    <EmptyState
      role="alert"
      action={
        <Link to="/admin" state={{ tab: 'sites' }} css={buttonCSS} data-variant="secondary">
          <FormattedMessage id="AffiliateSitePages.backToAdmin" />
        </Link>
      }
    >
      <h2>
        <FormattedMessage id="AffiliateSiteError.notFound" />
      </h2>
    </EmptyState>
  );
}
