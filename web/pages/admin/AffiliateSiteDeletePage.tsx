import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router';
import { affiliateSiteConnectionIds } from '../../features/admin/affiliateConnections';
import { useAffiliateSiteToasts } from '../../features/admin/useAffiliateSiteToasts';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { RoutePage } from '../../features/page/RoutePage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { AffiliateSiteDeletePageMutation } from './__generated__/AffiliateSiteDeletePageMutation.graphql';
import type { affiliateSiteDeletePageLoaderQuery as AffiliateSiteDeletePageLoaderQuery } from './__generated__/affiliateSiteDeletePageLoaderQuery.graphql';
import { affiliateSiteDeletePageLoaderQuery, type AffiliateSiteDeletePageLoaderData } from './affiliateSiteDeletePageLoader';
import { SiteNotFound } from './SiteNotFound';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

function ConfirmDelete({ queryRef }: { queryRef: AffiliateSiteDeletePageLoaderData }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const outcome = useAffiliateSiteToasts('delete');
  const { affiliateSite: site } = usePreloadedQuery<AffiliateSiteDeletePageLoaderQuery>(affiliateSiteDeletePageLoaderQuery, queryRef);
  // The site leaves every loaded list at once.
  const { submit, pending } = useMutationForm<AffiliateSiteDeletePageMutation>(
    graphql`
      mutation AffiliateSiteDeletePageMutation($id: ID!, $connections: [ID!]!) {
        deleteAffiliateSite(id: $id) {
          ... on DeleteAffiliateSitePayload {
            deletedAffiliateSiteId @deleteEdge(connections: $connections)
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'deleteAffiliateSite',
      logAs: 'Deleting the affiliate site failed',
      onSuccess: outcome.succeeded,
      onFailure: outcome.failed,
    },
  );

  if (!site) return <SiteNotFound />;
  const cancel = () => void navigate('/admin', { state: { tab: 'sites' } });
  const confirm = () => submit({ id: site.id, connections: affiliateSiteConnectionIds() });

  return (
    <ConfirmDialog
      open
      title={intl.formatMessage({ id: 'AffiliateSiteDelete.title' })}
      description={intl.formatMessage({ id: 'AffiliateSiteDelete.confirm' }, { title: site.title })}
      cancelId="AffiliateSiteForm.cancel"
      confirmId={pending ? 'AffiliateSiteDelete.pending' : 'AffiliateSiteDelete.submit'}
      pending={pending}
      onCancel={cancel}
      onConfirm={confirm}
    />
  );
}

/** /admin/affiliate-sites/{id}/delete: the spec's confirmation, or a not-found message. */
export function AffiliateSiteDeletePage() {
  const queryRef = useLoaderData<AffiliateSiteDeletePageLoaderData>();
  return (
    <RoutePage titleId="AffiliateSiteDelete.title">
      <LoadingBoundary>
        <ConfirmDelete queryRef={queryRef} />
      </LoadingBoundary>
    </RoutePage>
  );
}
