import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';

/** What the edit and delete pages show for an id no site has (any more). */
export function SiteNotFound() {
  return (
    <EmptyState
      role="alert"
      asHeading
      messageId="AffiliateSiteError.notFound"
      action={<ButtonLink to="/admin" state={{ tab: 'sites' }} variant="secondary" labelId="AffiliateSitePages.backToAdmin" />}
    />
  );
}
