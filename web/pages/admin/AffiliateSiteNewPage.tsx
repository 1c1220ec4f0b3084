import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { affiliateSiteConnectionIds } from '../../features/admin/affiliateConnections';
import { AffiliateSiteForm, type SiteFieldError } from '../../features/admin/AffiliateSiteForm';
import { useAffiliateSiteToasts } from '../../features/admin/useAffiliateSiteToasts';
import { asUserError, useUserErrorText } from '../../features/auth/useUserErrorText';
import { RoutePage } from '../../features/page/RoutePage';
import type { AffiliateSiteNewPageMutation } from './__generated__/AffiliateSiteNewPageMutation.graphql';

/** /admin/affiliate-sites/new: the new site is added to every loaded list of sites at once. */
export function AffiliateSiteNewPage() {
  const errorText = useUserErrorText();
  const outcome = useAffiliateSiteToasts('create');
  const [serverErrors, setServerErrors] = useState<readonly SiteFieldError[]>();
  const [commit, pending] = useMutation<AffiliateSiteNewPageMutation>(graphql`
    mutation AffiliateSiteNewPageMutation($input: CreateAffiliateSiteInput!, $connections: [ID!]!) {
      createAffiliateSite(input: $input) {
        __typename
        ... on CreateAffiliateSitePayload {
          affiliateSiteEdge @appendEdge(connections: $connections) {
            cursor
            node {
              id
              databaseId
              title
              url
              description
              logoUrl
              createdAt
              updatedAt
            }
          }
        }
        ... on UserError {
          message
          messageId
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
            messageId
          }
        }
      }
    }
  `);

  return (
    <RoutePage titleId="AffiliateSiteNew.title">
      <AffiliateSiteForm
        submitId="AffiliateSiteForm.create"
        pending={pending}
        serverErrors={serverErrors}
        onSubmit={(input) =>
          commit({
            variables: { input, connections: affiliateSiteConnectionIds() },
            onCompleted: ({ createAffiliateSite: result }) => {
              if (result.__typename === 'CreateAffiliateSitePayload') return outcome.succeeded();
              if (result.fieldErrors) setServerErrors(result.fieldErrors);
              const userError = asUserError(result);
              outcome.failed(userError ? errorText(userError) : undefined);
            },
            onError: (error) => {
              console.error('Creating the affiliate site failed', error);
              outcome.failed();
            },
          })
        }
      />
    </RoutePage>
  );
}
