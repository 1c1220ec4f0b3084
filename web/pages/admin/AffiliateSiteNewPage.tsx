import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { affiliateSiteConnectionIds } from '../../features/admin/affiliateConnections';
import { AffiliateSiteForm, type SiteFieldError } from '../../features/admin/AffiliateSiteForm';
import { useAffiliateSiteToasts } from '../../features/admin/useAffiliateSiteToasts';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { RoutePage } from '../../features/page/RoutePage';
import type { AffiliateSiteNewPageMutation } from './__generated__/AffiliateSiteNewPageMutation.graphql';

/** /admin/affiliate-sites/new: the new site is added to every loaded list of sites at once. */
export function AffiliateSiteNewPage() {
  const outcome = useAffiliateSiteToasts('create');
  const [serverErrors, setServerErrors] = useState<readonly SiteFieldError[]>();
  const { submit, pending } = useMutationForm<AffiliateSiteNewPageMutation>(
    graphql`
      mutation AffiliateSiteNewPageMutation($input: CreateAffiliateSiteInput!, $connections: [ID!]!) {
        createAffiliateSite(input: $input) {
          ... on CreateAffiliateSitePayload {
            affiliateSiteEdge @appendEdge(connections: $connections) {
              cursor
              # The new row of each list, as each list shows it.
              node {
                id
                ...AdminSitesPanel_site
                ...AffiliateCard_site
              }
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'createAffiliateSite',
      form: { showServerErrors: setServerErrors },
      logAs: 'Creating the affiliate site failed',
      onSuccess: outcome.succeeded,
      onFailure: outcome.failed,
    },
  );

  return (
    <RoutePage titleId="AffiliateSiteNew.title">
      <AffiliateSiteForm
        submitId="AffiliateSiteForm.create"
        pending={pending}
        serverErrors={serverErrors}
        onSubmit={(input) => submit({ input, connections: affiliateSiteConnectionIds() })}
      />
    </RoutePage>
  );
}
