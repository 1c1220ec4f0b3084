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
import { LoadingBoundary } from '../../ui/LoadingBoundary';

/**
 * Home: the three ways to make memes, the AI / template mode switch, and for users the balance and
 * the packs. The heading and the method cards need no data: they paint at once, and only the
 * parts reading the query wait for it (behind a screen-high spinner, so nothing visible moves).
 */
export function HomePage() {
  const queryRef = useLoaderData<HomePageLoaderData>();
  return (
    <RoutePage titleId="Home.title" subtitleId="Home.subtitle">
      <MethodCards />
      <LoadingBoundary fill="screen">
        <HomeSections queryRef={queryRef} />
      </LoadingBoundary>
    </RoutePage>
  );
}

function HomeSections({ queryRef }: { queryRef: HomePageLoaderData }) {
  const data = usePreloadedQuery<HomePageLoaderQuery>(homePageLoaderQuery, queryRef);
  const { viewer } = data;
  return (
    <>
      {viewer ? <TokenBalanceBox viewer={viewer} /> : null}
      <CreatorBanner />
      <HomeModes viewer={viewer} />
      <GetMoreMemeFuel query={data} />
    </>
  );
}
