import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { AffiliateSiteForm, type SiteFieldError } from '../../features/admin/AffiliateSiteForm';
import { useAffiliateSiteToasts } from '../../features/admin/useAffiliateSiteToasts';
import { asUserError, useUserErrorText } from '../../features/auth/useUserErrorText';
import { RoutePage } from '../../features/page/RoutePage';
import { CenteredSpinner } from '../../ui/Spinner';
import type { AffiliateSiteEditPageMutation } from './__generated__/AffiliateSiteEditPageMutation.graphql';
import type { affiliateSiteEditPageLoaderQuery as AffiliateSiteEditPageLoaderQuery } from './__generated__/affiliateSiteEditPageLoaderQuery.graphql';
import { affiliateSiteEditPageLoaderQuery, type AffiliateSiteEditPageLoaderData } from './affiliateSiteEditPageLoader';
import { SiteNotFound } from './SiteNotFound';

function EditSite({ queryRef }: { queryRef: AffiliateSiteEditPageLoaderData }) {
  const { affiliateSite: site } = usePreloadedQuery<AffiliateSiteEditPageLoaderQuery>(affiliateSiteEditPageLoaderQuery, queryRef);
  const errorText = useUserErrorText();
  const outcome = useAffiliateSiteToasts('update');
  const [serverErrors, setServerErrors] = useState<readonly SiteFieldError[]>();
  // The changed site comes back with its id, so every list showing it updates by itself.
  const [commit, pending] = useMutation<AffiliateSiteEditPageMutation>(graphql`
    mutation AffiliateSiteEditPageMutation($input: UpdateAffiliateSiteInput!) {
      updateAffiliateSite(input: $input) {
        __typename
        ... on UpdateAffiliateSitePayload {
          affiliateSite {
            id
            title
            url
            description
            logoUrl
            updatedAt
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

  if (!site) return <SiteNotFound />;
  return (
    <AffiliateSiteForm
      site={site}
      submitId="AffiliateSiteForm.save"
      pending={pending}
      serverErrors={serverErrors}
      onSubmit={(values) =>
        commit({
          variables: { input: { id: site.id, ...values } },
          onCompleted: ({ updateAffiliateSite: result }) => {
            if (result.__typename === 'UpdateAffiliateSitePayload') return outcome.succeeded();
            if (result.fieldErrors) setServerErrors(result.fieldErrors);
            const userError = asUserError(result);
            outcome.failed(userError ? errorText(userError) : undefined);
          },
          onError: (error) => {
            console.error('Updating the affiliate site failed', error);
            outcome.failed();
          },
        })
      }
    />
  );
}

/** /admin/affiliate-sites/{id}: a spinner while the site loads, the form, or 'Affiliate Site Not Found'. */
export function AffiliateSiteEditPage() {
  const intl = useIntl();
  const queryRef = useLoaderData<AffiliateSiteEditPageLoaderData>();
  return (
    <RoutePage titleId="AffiliateSiteEdit.title">
      <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'Common.loading' })} />}>
        <EditSite queryRef={queryRef} />
      </Suspense>
    </RoutePage>
  );
}
