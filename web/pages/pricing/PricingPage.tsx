import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { PackGrid } from '../../features/payments/PackGrid';
import { usePaymentReturn } from '../../features/payments/usePaymentReturn';
import { RoutePage } from '../../features/page/RoutePage';
import type { pricingPageLoaderQuery as PricingPageLoaderQuery } from './__generated__/pricingPageLoaderQuery.graphql';
import { pricingPageLoaderQuery, type PricingPageLoaderData } from './pricingPageLoader';

/** /pricing: 'Meme Fuel Pricing' and the token packs, bought in the 'Purchase Tokens' dialog. */
export function PricingPage() {
  const queryRef = useLoaderData<PricingPageLoaderData>();
  const data = usePreloadedQuery<PricingPageLoaderQuery>(pricingPageLoaderQuery, queryRef);
  usePaymentReturn();
  return (
    <RoutePage titleId="Pricing.title">
      <PackGrid query={data} />
    </RoutePage>
  );
}
