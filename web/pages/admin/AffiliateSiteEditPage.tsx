import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { AffiliateSiteForm, type SiteFieldError } from '../../features/admin/AffiliateSiteForm';
import { useAffiliateSiteToasts } from '../../features/admin/useAffiliateSiteToasts';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { RoutePage } from '../../features/page/RoutePage';
import type { AffiliateSiteEditPageMutation } from './__generated__/AffiliateSiteEditPageMutation.graphql';
import type { affiliateSiteEditPageLoaderQuery as AffiliateSiteEditPageLoaderQuery } from './__generated__/affiliateSiteEditPageLoaderQuery.graphql';
import { affiliateSiteEditPageLoaderQuery, type AffiliateSiteEditPageLoaderData } from './affiliateSiteEditPageLoader';
import { SiteNotFound } from './SiteNotFound';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

function EditSite({ queryRef }: { queryRef: AffiliateSiteEditPageLoaderData }) {
  const { affiliateSite: site } = usePreloadedQuery<AffiliateSiteEditPageLoaderQuery>(affiliateSiteEditPageLoaderQuery, queryRef);
  const outcome = useAffiliateSiteToasts('update');
  const [serverErrors, setServerErrors] = useState<readonly SiteFieldError[]>();
  // The changed site comes back with its id, so every list showing it updates by itself.
  const { submit, pending } = useMutationForm<AffiliateSiteEditPageMutation>(
    graphql`
      mutation AffiliateSiteEditPageMutation($input: UpdateAffiliateSiteInput!) {
        updateAffiliateSite(input: $input) {
          ... on UpdateAffiliateSitePayload {
            # Every view of the site shows the change: the form, the admin table, the partner cards.
            affiliateSite {
              id
              ...AffiliateSiteForm_site
              ...AdminSitesPanel_site
              ...AffiliateCard_site
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'updateAffiliateSite',
      form: { showServerErrors: setServerErrors },
      logAs: 'Updating the affiliate site failed',
      onSuccess: outcome.succeeded,
      onFailure: outcome.failed,
    },
  );

  if (!site) return <SiteNotFound />;
  return (
    <AffiliateSiteForm
      site={site}
      submitId="AffiliateSiteForm.save"
      pending={pending}
      serverErrors={serverErrors}
      onSubmit={(values) => submit({ input: { id: site.id, ...values } })}
    />
  );
}

/** /admin/affiliate-sites/{id}: a spinner while the site loads, the form, or 'Affiliate Site Not Found'. */
export function AffiliateSiteEditPage() {
  const queryRef = useLoaderData<AffiliateSiteEditPageLoaderData>();
  return (
    <RoutePage titleId="AffiliateSiteEdit.title">
      <LoadingBoundary>
        <EditSite queryRef={queryRef} />
      </LoadingBoundary>
    </RoutePage>
  );
}
