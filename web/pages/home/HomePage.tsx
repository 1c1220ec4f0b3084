import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { GetMoreMemeFuel } from '../../features/payments/GetMoreMemeFuel';
import { TokenBalanceBox } from '../../features/tokens/TokenBalanceBox';
import type { homePageLoaderQuery as HomePageLoaderQuery } from './__generated__/homePageLoaderQuery.graphql';
import { CreatorBanner } from './CreatorBanner';
import { HomeModes } from './HomeModes';
import { homePageLoaderQuery, type HomePageLoaderData } from './homePageLoader';
import { MethodCards } from './MethodCards';

/** Home: the three ways to make memes, the AI / template mode switch, and for users the balance and the packs. */
export function HomePage() {
  const queryRef = useLoaderData<HomePageLoaderData>();
  const data = usePreloadedQuery<HomePageLoaderQuery>(homePageLoaderQuery, queryRef);
  const { viewer } = data;
  return (
    <RoutePage titleId="Home.title" subtitleId="Home.subtitle">
      <MethodCards />
      {viewer ? <TokenBalanceBox viewer={viewer} /> : null}
      <CreatorBanner />
      <HomeModes viewer={viewer} />
      <GetMoreMemeFuel query={data} />
    </RoutePage>
  );
}
